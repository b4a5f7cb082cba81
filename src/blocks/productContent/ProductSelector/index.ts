import { defineBlock } from '../../_core/defineBlock'

import { ProductSelectorComponent } from './Component'
import { ProductSelector } from './config'

export const productSelector = defineBlock({
  type: 'productSelector',
  config: ProductSelector,
  Component: ProductSelectorComponent,
  catalogue: {
    description: 'Pick a product to see its details.',
    sketch: 'tabs',
    keywords: ['products', 'picker', 'tabs', 'chooser'],
  },
  places: ['page'],
})
