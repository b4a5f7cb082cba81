import { defineBlock } from '../../_core/defineBlock'

import { HvacBasicsNavComponent } from './Component'
import { HvacBasicsNav } from './config'

export const hvacBasicsNav = defineBlock({
  type: 'hvacBasicsNav',
  config: HvacBasicsNav,
  Component: HvacBasicsNavComponent,
  catalogue: {
    description: 'Links between the HVAC basics articles.',
    sketch: 'nav',
    keywords: ['learn', 'articles', 'navigation', 'links', 'guide'],
  },
  places: ['page'],
})
