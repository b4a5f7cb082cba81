import { ask } from '../../_core/data'
import { defineBlock } from '../../_core/defineBlock'

import { ReviewPlaceholderComponent } from './Component'
import { ReviewPlaceholder } from './config'

export const reviewPlaceholder = defineBlock({
  type: 'reviewPlaceholder',
  config: ReviewPlaceholder,
  Component: ReviewPlaceholderComponent,
  catalogue: {
    description: 'Ratings and reviews from the reviews provider.',
    sketch: 'quote',
    keywords: ['reviews', 'ratings', 'stars', 'testimonial'],
  },
  places: ['page'],
  data: () => ({ settings: ask.siteSettings() }),
})
