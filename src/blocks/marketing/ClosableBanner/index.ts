import { defineBlock } from '../../_core/defineBlock'

import { ClosableBannerComponent } from './Component'
import { ClosableBanner } from './config'

export const closableBanner = defineBlock({
  type: 'closableBanner',
  config: ClosableBanner,
  Component: ClosableBannerComponent,
  catalogue: {
    description: 'A slim notice bar with a link; visitors can close it (×).',
    sketch: 'noticeBar',
    keywords: ['notice', 'alert', 'announcement', 'promo', 'offer', 'dismiss', 'close', 'top bar'],
  },
  places: ['page'],
})
