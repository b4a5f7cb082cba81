import { defineBlock } from '../../_core/defineBlock'

import { BigNumberListComponent } from './Component'
import { BigNumberList } from './config'

export const bigNumberList = defineBlock({
  type: 'bigNumberList',
  config: BigNumberList,
  Component: BigNumberListComponent,
  catalogue: {
    description: 'Large numbered points, such as how leasing works.',
    sketch: 'steps',
    keywords: ['steps', 'numbered', 'process', 'leasing', 'how it works'],
  },
  places: ['page'],
})
