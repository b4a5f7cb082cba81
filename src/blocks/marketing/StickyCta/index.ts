import { defineBlock } from '../../_core/defineBlock'

import { StickyCtaComponent } from './Component'
import { StickyCta } from './config'

export const stickyCta = defineBlock({
  type: 'stickyCta',
  config: StickyCta,
  Component: StickyCtaComponent,
  catalogue: { description: 'A call to action that stays at the bottom of the screen.', sketch: 'banner' },
  places: ['page'],
})
