import { defineBlock } from '../../_core/defineBlock'

import { BasicBannerComponent } from './Component'
import { BasicBanner } from './config'

export const basicBanner = defineBlock({
  type: 'basicBanner',
  config: BasicBanner,
  Component: BasicBannerComponent,
  catalogue: { description: 'A wide band with a title, text and a button.', sketch: 'banner' },
  places: ['page', 'section'],
})
