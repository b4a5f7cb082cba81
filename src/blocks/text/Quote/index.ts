import { defineBlock } from '../../_core/defineBlock'

import { QuoteComponent } from './Component'
import { Quote } from './config'

export const quote = defineBlock({
  type: 'quote',
  config: Quote,
  Component: QuoteComponent,
  catalogue: {
    description: 'A customer’s words with their name.',
    sketch: 'quote',
    keywords: ['testimonial', 'review', 'customer', 'blockquote'],
  },
  places: ['page', 'section', 'column', 'group'],
})
