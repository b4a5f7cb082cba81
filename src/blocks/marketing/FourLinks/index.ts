import { defineBlock } from '../../_core/defineBlock'

import { FourLinksComponent } from './Component'
import { FourLinks } from './config'

export const fourLinks = defineBlock({
  type: 'fourLinks',
  config: FourLinks,
  Component: FourLinksComponent,
  catalogue: {
    description: 'A title over four links.',
    sketch: 'nav',
    keywords: ['links', 'quick links', 'menu'],
  },
  places: ['page', 'section'],
})
