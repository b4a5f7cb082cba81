import { defineBlock } from '../../_core/defineBlock'

import { IconTextGridComponent } from './Component'
import { IconTextGrid } from './config'

export const iconTextGrid = defineBlock({
  type: 'iconTextGrid',
  config: IconTextGrid,
  Component: IconTextGridComponent,
  catalogue: {
    description: 'A grid of icons, each with a short title and text.',
    sketch: 'icons',
    keywords: ['features', 'benefits', 'icons', 'grid'],
  },
  places: ['page', 'section', 'column', 'group'],
})
