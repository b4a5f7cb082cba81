import { defineBlock } from '../../_core/defineBlock'

import { GlobalSliderComponent } from './Component'
import { GlobalSlider } from './config'

export const globalSlider = defineBlock({
  type: 'globalSlider',
  config: GlobalSlider,
  Component: GlobalSliderComponent,
  catalogue: {
    description: 'A carousel of slides with per-device settings.',
    sketch: 'carousel',
    keywords: ['carousel', 'slideshow', 'slides', 'gallery', 'rotator'],
  },
  places: ['page'],
})
