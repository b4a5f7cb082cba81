import { defineBlock } from '../../_core/defineBlock'

import { HeadingComponent } from './Component'
import { Heading } from './config'

export const heading = defineBlock({
  type: 'heading',
  config: Heading,
  Component: HeadingComponent,
  catalogue: {
    description: 'A section title, H1 to H4, with an optional anchor.',
    sketch: 'heading',
    keywords: ['title', 'headline', 'h1', 'h2', 'anchor'],
  },
  places: ['page', 'section', 'column', 'group'],
})
