import { defineBlock } from '../../_core/defineBlock'

import { SeparatorComponent } from './Component'
import { Separator } from './config'

export const separator = defineBlock({
  type: 'separator',
  config: Separator,
  Component: SeparatorComponent,
  catalogue: {
    description: 'A thin line between two parts of a page.',
    sketch: 'separator',
    keywords: ['divider', 'rule', 'hr', 'line'],
  },
  places: ['page', 'section', 'column', 'group'],
})
