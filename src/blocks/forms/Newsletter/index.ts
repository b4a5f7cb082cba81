import { defineBlock } from '../../_core/defineBlock'

import { NewsletterComponent } from './Component'
import { NewsletterBlock } from './config'

export const newsletter = defineBlock({
  type: 'newsletter',
  config: NewsletterBlock,
  Component: NewsletterComponent,
  catalogue: {
    description: 'An e-mail sign-up for news and offers.',
    sketch: 'form',
    keywords: ['email', 'sign up', 'subscribe', 'form'],
  },
  places: ['page'],
})
