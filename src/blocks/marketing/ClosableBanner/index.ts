import { defineBlock } from '../../_core/defineBlock'

import { ClosableBannerComponent } from './Component'
import { ClosableBanner } from './config'

export const closableBanner = defineBlock({
  type: 'closableBanner',
  config: ClosableBanner,
  Component: ClosableBannerComponent,
  catalogue: { description: 'A notice bar visitors can close.', sketch: 'banner' },
  places: ['page'],
})
