import { defineBlock } from '../../_core/defineBlock'

import { MaintenanceGridComponent } from './Component'
import { MaintenanceGrid } from './config'

export const maintenanceGrid = defineBlock({
  type: 'maintenanceGrid',
  config: MaintenanceGrid,
  Component: MaintenanceGridComponent,
  catalogue: {
    description: 'Links to every maintenance tip.',
    sketch: 'cards',
    keywords: ['tips', 'maintenance', 'cards', 'links', 'care'],
  },
  places: ['page'],
})
