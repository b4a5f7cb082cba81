import { defineBlock } from '../../_core/defineBlock'

import { BasicBannerComponent } from './Component'
import { BasicBanner } from './config'

export const basicBanner = defineBlock({
  type: 'basicBanner',
  config: BasicBanner,
  Component: BasicBannerComponent,
  catalogue: {
    description: 'A coloured band with a title, text and one button.',
    sketch: 'banner',
    keywords: ['cta', 'call to action', 'strip', 'band', 'promo', 'button'],
  },
  places: ['page', 'section'],
})
