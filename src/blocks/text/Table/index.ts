import { defineBlock } from '../../_core/defineBlock'

import { TableComponent } from './Component'
import { Table } from './config'

export const table = defineBlock({
  type: 'table',
  config: Table,
  Component: TableComponent,
  catalogue: {
    description: 'Rows and columns of text, pasted from a spreadsheet.',
    sketch: 'table',
    keywords: ['grid', 'spreadsheet', 'rows', 'specs'],
  },
  places: ['page', 'section', 'column', 'group'],
})
