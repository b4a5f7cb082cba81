import { defineBlock } from '../../_core/defineBlock'

import { StickyCtaComponent } from './Component'
import { StickyCta } from './config'

export const stickyCta = defineBlock({
  type: 'stickyCta',
  config: StickyCta,
  Component: StickyCtaComponent,
  catalogue: {
    description: 'A button bar held at the bottom of the screen.',
    sketch: 'stickyBar',
    keywords: ['cta', 'call to action', 'banner', 'sticky', 'fixed', 'bottom bar', 'button'],
  },
  places: ['page'],
})
