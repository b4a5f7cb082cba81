import { defineBlock } from '../../_core/defineBlock'

import { TroubleshootingGridComponent } from './Component'
import { TroubleshootingGrid } from './config'

export const troubleshootingGrid = defineBlock({
  type: 'troubleshootingGrid',
  config: TroubleshootingGrid,
  Component: TroubleshootingGridComponent,
  catalogue: {
    description: 'Links to every troubleshooting page.',
    sketch: 'cards',
    keywords: ['help', 'problems', 'troubleshooting', 'cards', 'links'],
  },
  places: ['page'],
})
