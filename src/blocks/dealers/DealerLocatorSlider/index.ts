import { ask } from '../../_core/data'
import { defineBlock } from '../../_core/defineBlock'

import { DealerLocatorSliderComponent } from './Component'
import { DealerLocatorSlider } from './config'

export const dealerLocatorSlider = defineBlock({
  type: 'dealerLocatorSlider',
  config: DealerLocatorSlider,
  Component: DealerLocatorSliderComponent,
  catalogue: {
    description: 'Nearby dealers in a carousel.',
    sketch: 'carousel',
    keywords: ['dealers', 'carousel', 'nearby', 'local'],
  },
  places: ['page'],
  data: () => ({ settings: ask.siteSettings() }),
})
