import { defineBlock } from '../../_core/defineBlock'

import { DataTableComponent } from './Component'
import { DataTable } from './config'

export const dataTable = defineBlock({
  type: 'dataTable',
  config: DataTable,
  Component: DataTableComponent,
  catalogue: {
    description: 'A data table with header rows and a caption.',
    sketch: 'table',
    keywords: ['table', 'grid', 'specs', 'specifications', 'comparison'],
  },
  places: ['page'],
})
