import { defineBlock } from '../../_core/defineBlock'

import { EmailBannerComponent } from './Component'
import { EmailBanner } from './config'

export const emailBanner = defineBlock({
  type: 'emailBanner',
  config: EmailBanner,
  Component: EmailBannerComponent,
  catalogue: {
    description: 'A band with an e-mail box and a Sign up button.',
    sketch: 'emailBanner',
    keywords: ['email', 'newsletter', 'sign up', 'subscribe', 'form', 'cta'],
  },
  places: ['page', 'section'],
})
