import { ask } from '../../_core/data'
import { defineBlock } from '../../_core/defineBlock'

import { RebateSavingsComponent } from './Component'
import { RebateSavings } from './config'

export const rebateSavings = defineBlock({
  type: 'rebateSavings',
  config: RebateSavings,
  Component: RebateSavingsComponent,
  catalogue: {
    description: 'A zip box that lists the rebates in the visitor’s area.',
    sketch: 'form',
    keywords: ['rebates', 'savings', 'incentives', 'zip', 'form'],
  },
  places: ['page', 'section', 'column', 'group'],
  data: () => ({ settings: ask.siteSettings() }),
})
