import { defineBlock } from '../../_core/defineBlock'

import { ThreeColumnComponent } from './Component'
import { ThreeColumn } from './config'

export const threeColumn = defineBlock({
  type: 'threeColumn',
  config: ThreeColumn,
  Component: ThreeColumnComponent,
  catalogue: {
    description: 'Three columns of title, text and link.',
    sketch: 'columns',
    keywords: ['3 column', 'three column', 'features'],
  },
  places: ['page', 'section'],
})
