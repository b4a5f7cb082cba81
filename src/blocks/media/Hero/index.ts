import { defineBlock } from '../../_core/defineBlock'

import { HeroComponent } from './Component'
import { Hero } from './config'

export const hero = defineBlock({
  type: 'hero',
  config: Hero,
  Component: HeroComponent,
  catalogue: {
    description: 'A large opening image or video with a title and buttons.',
    sketch: 'hero',
    keywords: ['banner', 'header', 'masthead', 'video', 'cta', 'top of page'],
  },
  places: ['page'],
})
