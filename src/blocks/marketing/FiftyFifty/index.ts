import { defineBlock } from '../../_core/defineBlock'

import { FiftyFiftyComponent } from './Component'
import { FiftyFifty } from './config'

export const fiftyFifty = defineBlock({
  type: 'fiftyFifty',
  config: FiftyFifty,
  Component: FiftyFiftyComponent,
  catalogue: {
    description: 'An image beside text, half and half.',
    sketch: 'split',
    keywords: [
      'two column',
      '2 column',
      '50/50',
      'split',
      'side by side',
      'image and text',
      'media and text',
    ],
  },
  places: ['page', 'section'],
})
