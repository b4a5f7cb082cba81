import { defineBlock } from '../../_core/defineBlock'

import { EmailBannerComponent } from './Component'
import { EmailBanner } from './config'

export const emailBanner = defineBlock({
  type: 'emailBanner',
  config: EmailBanner,
  Component: EmailBannerComponent,
  catalogue: { description: 'A band that signs visitors up by e-mail.', sketch: 'form' },
  places: ['page', 'section'],
})
