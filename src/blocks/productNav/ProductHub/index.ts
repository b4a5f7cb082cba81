import { defineBlock } from '../../_core/defineBlock'

import { ProductHubComponent } from './Component'
import { ProductHub } from './config'

export const productHub = defineBlock({
  type: 'productHub',
  config: ProductHub,
  Component: ProductHubComponent,
  catalogue: {
    description: 'Every product category, with a jump menu on phones.',
    sketch: 'cards',
    keywords: ['products', 'categories', 'catalogue', 'catalog', 'menu'],
  },
  places: ['page'],
})
