import { ask } from '../../_core/data'
import { defineBlock } from '../../_core/defineBlock'

import { NeedHelpBannerComponent } from './Component'
import { NeedHelpBanner } from './config'

export const needHelpBanner = defineBlock({
  type: 'needHelpBanner',
  config: NeedHelpBanner,
  Component: NeedHelpBannerComponent,
  catalogue: {
    description: 'A help line with a language’s flag, phone and hours.',
    sketch: 'helpBanner',
    keywords: ['help', 'support', 'phone', 'call', 'contact', 'language', 'spanish', 'french', 'cta'],
  },
  places: ['page', 'section'],
  data: () => ({ settings: ask.siteSettings() }),
})
