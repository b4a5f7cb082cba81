import { defineBlock } from '../../_core/defineBlock'

import { PricingGuideCardsComponent } from './Component'
import { PricingGuideCards } from './config'

export const pricingGuideCards = defineBlock({
  type: 'pricingGuideCards',
  config: PricingGuideCards,
  Component: PricingGuideCardsComponent,
  catalogue: {
    description: 'Installed-cost starting prices by product.',
    sketch: 'numbers',
    keywords: ['prices', 'cost', 'pricing', 'cards'],
  },
  places: ['page'],
})
