import { defineBlock } from '../../_core/defineBlock'

import { IconListComponent } from './Component'
import { IconList } from './config'

export const iconList = defineBlock({
  type: 'iconList',
  config: IconList,
  Component: IconListComponent,
  catalogue: {
    description: 'Icons with linked labels.',
    sketch: 'icons',
    keywords: ['icons', 'links', 'list'],
  },
  places: ['page', 'section'],
})
