import { defineBlock } from '../../_core/defineBlock'

import { VideoCardsComponent } from './Component'
import { VideoCards } from './config'

export const videoCards = defineBlock({
  type: 'videoCards',
  config: VideoCards,
  Component: VideoCardsComponent,
  catalogue: {
    description: 'Up to four cards that link to videos.',
    sketch: 'cards',
    keywords: ['youtube', 'cards'],
  },
  places: ['page', 'section'],
})
