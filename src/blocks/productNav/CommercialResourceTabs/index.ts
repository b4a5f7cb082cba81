import { defineBlock } from '../../_core/defineBlock'

import { CommercialResourceTabsComponent } from './Component'
import { CommercialResourceTabs } from './config'

export const commercialResourceTabs = defineBlock({
  type: 'commercialResourceTabs',
  config: CommercialResourceTabs,
  Component: CommercialResourceTabsComponent,
  catalogue: {
    description: 'Light-commercial resources in tabs.',
    sketch: 'tabs',
    keywords: ['commercial', 'downloads', 'documents', 'tabs'],
  },
  places: ['page'],
})
