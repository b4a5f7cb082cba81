import { defineBlock } from '../../_core/defineBlock'

import { GroupComponent } from './Component'
import { Group } from './config'

export const group = defineBlock({
  type: 'group',
  config: Group,
  Component: GroupComponent,
  catalogue: {
    description: 'Blocks side by side or stacked, with shared spacing.',
    sketch: 'group',
    keywords: ['container', 'wrapper', 'side by side', 'stack', 'layout'],
  },
  places: ['page', 'section', 'column'],
})
