import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const Table: Block = {
  slug: 'table',
  interfaceName: 'TableBlock',
  labels: { singular: 'Table', plural: 'Tables' },
  admin: { group: 'Text' },
  fields: [
    {
      name: 'caption',
      type: 'text',
      admin: {
        description: 'A short title read out before the table, such as "Starting prices by product".',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'hasHeaderRow',
          type: 'checkbox',
          label: 'First row holds column headings',
          defaultValue: true,
        },
        {
          name: 'hasHeaderColumn',
          type: 'checkbox',
          label: 'First column holds row headings',
          defaultValue: false,
        },
      ],
    },
    {
      // Not stored: fills the rows below from cells pasted out of a spreadsheet.
      name: 'paste',
      type: 'ui',
      admin: { components: { Field: '@/blocks/text/Table/admin/PasteField.client#PasteField' } },
    },
    {
      name: 'rows',
      type: 'array',
      minRows: 1,
      required: true,
      labels: { singular: 'Row', plural: 'Rows' },
      fields: [
        {
          name: 'cells',
          type: 'array',
          minRows: 1,
          required: true,
          labels: { singular: 'Cell', plural: 'Cells' },
          fields: [{ name: 'content', type: 'text' }],
        },
      ],
    },
    appearanceField(),
  ],
}
