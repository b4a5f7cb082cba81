import { ask } from '../../_core/data'
import { defineBlock } from '../../_core/defineBlock'

import { NeedHelpBannerComponent } from './Component'
import { NeedHelpBanner } from './config'

export const needHelpBanner = defineBlock({
  type: 'needHelpBanner',
  config: NeedHelpBanner,
  Component: NeedHelpBannerComponent,
  catalogue: { description: 'A band that sends visitors to help or a dealer.', sketch: 'banner' },
  places: ['page', 'section'],
  data: () => ({ settings: ask.siteSettings() }),
})
