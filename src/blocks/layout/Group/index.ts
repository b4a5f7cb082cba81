import { defineBlock } from '../../_core/defineBlock'

import { GroupComponent } from './Component'
import { Group } from './config'

export const group = defineBlock({
  type: 'group',
  config: Group,
  Component: GroupComponent,
  catalogue: { description: 'Blocks side by side or stacked, with shared spacing.', sketch: 'group' },
  places: ['page', 'section', 'column'],
})
