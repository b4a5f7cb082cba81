import { defineBlock } from '../../_core/defineBlock'

import { TabsBackgroundComponent } from './Component'
import { TabsBackground } from './config'

export const tabsBackground = defineBlock({
  type: 'tabsBackground',
  config: TabsBackground,
  Component: TabsBackgroundComponent,
  catalogue: {
    description: 'Tabs with bullet lists over a changing background.',
    sketch: 'tabs',
    keywords: ['tabs', 'background image', 'bullets'],
  },
  places: ['page'],
})
