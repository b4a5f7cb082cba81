import { defineBlock } from '../../_core/defineBlock'

import { QuoteSliderComponent } from './Component'
import { QuoteSlider } from './config'

export const quoteSlider = defineBlock({
  type: 'quoteSlider',
  config: QuoteSlider,
  Component: QuoteSliderComponent,
  catalogue: {
    description: 'A carousel of customer quotes.',
    sketch: 'carousel',
    keywords: ['testimonial', 'testimonials', 'reviews', 'carousel', 'quotes'],
  },
  places: ['page'],
})
