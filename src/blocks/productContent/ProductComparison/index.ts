import { defineBlock } from '../../_core/defineBlock'

import { ProductComparisonComponent } from './Component'
import { ProductComparison } from './config'

export const productComparison = defineBlock({
  type: 'productComparison',
  config: ProductComparison,
  Component: ProductComparisonComponent,
  catalogue: {
    description: 'Compare products of one type, row by row.',
    sketch: 'table',
    keywords: ['table', 'compare', 'comparison', 'specs', 'versus'],
  },
  places: ['page'],
})
