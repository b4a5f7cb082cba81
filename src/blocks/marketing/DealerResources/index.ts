import { defineBlock } from '../../_core/defineBlock'

import { DealerResourcesComponent } from './Component'
import { DealerResources } from './config'

export const dealerResources = defineBlock({
  type: 'dealerResources',
  config: DealerResources,
  Component: DealerResourcesComponent,
  catalogue: {
    description: 'Sell sheets, technical documents and product images for dealers, in tabs.',
    sketch: 'documents',
    keywords: ['downloads', 'documents', 'sell sheets', 'tabs', 'pdf'],
  },
  places: ['page', 'section', 'column', 'group'],
})
