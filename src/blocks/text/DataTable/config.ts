import type { ArrayField, Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { MAX_COL_SPAN } from '../../../domain/tables/spans'

/** Background colours a cell may take: the theme's tokens, each with a text colour that stays readable. */
export const CELL_BACKGROUNDS = [
  { label: 'None', value: 'none' },
  { label: 'Light grey-blue', value: 'light' },
  { label: 'Pale blue', value: 'tint' },
  { label: 'Brand blue (white text)', value: 'brand' },
  { label: 'Deep blue (white text)', value: 'dark' },
] as const

function rowsField(name: string, label: string, description: string, minRows: number): ArrayField {
  return {
    name,
    type: 'array',
    label,
    required: minRows > 0,
    minRows,
    maxRows: name === 'headerRows' ? 3 : 60,
    labels: { singular: 'Row', plural: 'Rows' },
    admin: { description },
    fields: [
      {
        name: 'cells',
        type: 'array',
        required: true,
        minRows: 1,
        maxRows: 12,
        labels: { singular: 'Cell', plural: 'Cells' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'text', type: 'text' },
              {
                name: 'colSpan',
                type: 'number',
                label: 'Columns spanned',
                defaultValue: 1,
                min: 1,
                max: MAX_COL_SPAN,
                admin: { step: 1, description: `1 to ${MAX_COL_SPAN}.` },
              },
              {
                name: 'background',
                type: 'select',
                defaultValue: 'none',
                options: CELL_BACKGROUNDS.map((option) => ({ ...option })),
              },
            ],
          },
        ],
      },
    ],
  }
}

export const DataTable: Block = {
  slug: 'dataTable',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'dtable',
  interfaceName: 'DataTableBlock',
  labels: { singular: 'Data table', plural: 'Data tables' },
  admin: { group: 'Text' },
  fields: [
    {
      name: 'caption',
      type: 'text',
      required: true,
      admin: { description: 'A short title read before the table, such as “Warranty types compared”.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fixedFirstColumn',
          type: 'checkbox',
          label: 'Fixed first column',
          defaultValue: true,
          admin: {
            description: 'On small screens the first column stays in view while the table scrolls sideways.',
          },
        },
        {
          name: 'rowHeaders',
          type: 'checkbox',
          label: 'First cell of each body row is its heading',
          defaultValue: true,
        },
      ],
    },
    rowsField(
      'headerRows',
      'Header rows',
      'Column headings, up to three rows (e.g. a group heading over its columns).',
      0,
    ),
    rowsField('bodyRows', 'Body rows', 'The rows of the table.', 1),
    appearanceField(),
  ],
}
