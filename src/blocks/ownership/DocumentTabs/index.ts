import { defineBlock } from '../../_core/defineBlock'

import { DocumentTabsComponent } from './Component'
import { DocumentTabs } from './config'

export const documentTabs = defineBlock({
  type: 'documentTabs',
  config: DocumentTabs,
  Component: DocumentTabsComponent,
  catalogue: {
    description: 'Documents in tabs, with an introduction each.',
    sketch: 'tabs',
    keywords: ['documents', 'downloads', 'tabs', 'pdf'],
  },
  places: ['page'],
})
