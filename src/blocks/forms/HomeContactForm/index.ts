import { defineBlock } from '../../_core/defineBlock'

import { HomeContactFormComponent } from './Component'
import { HomeContactFormBlock } from './config'

export const homeContactForm = defineBlock({
  type: 'homeContactForm',
  config: HomeContactFormBlock,
  Component: HomeContactFormComponent,
  catalogue: {
    description: 'The two-step contact form that reaches a dealer.',
    sketch: 'form',
    keywords: ['contact', 'form', 'lead', 'quote', 'request', 'inquiry'],
  },
  places: ['page'],
})
