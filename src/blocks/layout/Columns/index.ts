import { defineBlock } from '../../_core/defineBlock'

import { ColumnsComponent } from './Component'
import { Columns } from './config'

export const columns = defineBlock({
  type: 'columns',
  config: Columns,
  Component: ColumnsComponent,
  catalogue: {
    description: 'Two to four columns of blocks, with layout presets.',
    sketch: 'columns',
    keywords: [
      'two column',
      '2 column',
      'three column',
      'four column',
      'grid',
      'layout',
      'side by side',
      'split',
    ],
  },
  places: ['page', 'section'],
})
