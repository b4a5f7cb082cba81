import { defineBlock } from '../../_core/defineBlock'

import { TabsSliderComponent } from './Component'
import { TabsSlider } from './config'

export const tabsSlider = defineBlock({
  type: 'tabsSlider',
  config: TabsSlider,
  Component: TabsSliderComponent,
  catalogue: {
    description: 'Tabs on large screens, a slider on phones.',
    sketch: 'tabs',
    keywords: ['tabs', 'carousel', 'slider'],
  },
  places: ['page'],
})
