import { defineBlock } from '../../_core/defineBlock'

import { CardRepeaterComponent } from './Component'
import { CardRepeater } from './config'

export const cardRepeater = defineBlock({
  type: 'cardRepeater',
  config: CardRepeater,
  Component: CardRepeaterComponent,
  catalogue: {
    description: 'A row of cards, each with an image, text and a link.',
    sketch: 'cards',
    keywords: ['cards', 'tiles', 'grid', 'teaser'],
  },
  places: ['page', 'section', 'column', 'group'],
})
