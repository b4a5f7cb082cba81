import { defineBlock } from '../../_core/defineBlock'

import { LinkCardComponent } from './Component'
import { LinkCard } from './config'

export const linkCard = defineBlock({
  type: 'linkCard',
  config: LinkCard,
  Component: LinkCardComponent,
  catalogue: {
    description: 'Cards with an image and a link text.',
    sketch: 'cards',
    keywords: ['cards', 'links', 'teaser', 'tiles'],
  },
  places: ['page', 'section'],
})
