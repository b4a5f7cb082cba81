import { defineBlock } from '../../_core/defineBlock'

import { CtaCardsComponent } from './Component'
import { CtaCards } from './config'

export const ctaCards = defineBlock({
  type: 'ctaCards',
  config: CtaCards,
  Component: CtaCardsComponent,
  catalogue: {
    description: 'Cards that each lead to one action.',
    sketch: 'cards',
    keywords: ['cta', 'call to action', 'cards', 'actions'],
  },
  places: ['page', 'section'],
})
