import { defineBlock } from '../../_core/defineBlock'

import { WarrantyTypesComponent } from './Component'
import { WarrantyTypes } from './config'

export const warrantyTypes = defineBlock({
  type: 'warrantyTypes',
  config: WarrantyTypes,
  Component: WarrantyTypesComponent,
  catalogue: {
    description: 'The warranties explained side by side.',
    sketch: 'columns',
    keywords: ['warranty', 'columns', 'comparison', 'side by side'],
  },
  places: ['page'],
})
