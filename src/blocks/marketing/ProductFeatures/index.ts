import { defineBlock } from '../../_core/defineBlock'

import { ProductFeaturesComponent } from './Component'
import { ProductFeatures } from './config'

export const productFeatures = defineBlock({
  type: 'productFeatures',
  config: ProductFeatures,
  Component: ProductFeaturesComponent,
  catalogue: {
    description: 'A product’s features with icons.',
    sketch: 'icons',
    keywords: ['features', 'benefits', 'icons', 'specs'],
  },
  places: ['page'],
})
