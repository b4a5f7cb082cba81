import { defineBlock } from '../../_core/defineBlock'

import { SpacerComponent } from './Component'
import { Spacer } from './config'

export const spacer = defineBlock({
  type: 'spacer',
  config: Spacer,
  Component: SpacerComponent,
  catalogue: {
    description: 'Empty space between blocks.',
    sketch: 'spacer',
    keywords: ['gap', 'padding', 'whitespace', 'margin', 'space'],
  },
  places: ['page'],
})
