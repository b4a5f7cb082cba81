import { defineBlock } from '../../_core/defineBlock'

import { FiftyFiftyComponent } from './Component'
import { FiftyFifty } from './config'

export const fiftyFifty = defineBlock({
  type: 'fiftyFifty',
  config: FiftyFifty,
  Component: FiftyFiftyComponent,
  catalogue: { description: 'An image beside text, half and half.', sketch: 'split' },
  places: ['page', 'section'],
})
