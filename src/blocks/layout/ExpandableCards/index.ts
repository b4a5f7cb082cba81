import { defineBlock } from '../../_core/defineBlock'

import { ExpandableCardsComponent } from './Component'
import { ExpandableCards } from './config'

export const expandableCards = defineBlock({
  type: 'expandableCards',
  config: ExpandableCards,
  Component: ExpandableCardsComponent,
  catalogue: {
    description: 'Cards that open to show more text.',
    sketch: 'cards',
    keywords: ['collapsible', 'read more', 'expand', 'cards'],
  },
  places: ['page'],
})
