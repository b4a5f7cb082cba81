import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { linkFields } from '../../_core/shared/linkFields'

export const ThreeColumn: Block = {
  slug: 'threeColumn',
  dbName: 'three_col',
  interfaceName: 'ThreeColumnBlock',
  labels: { singular: 'Three columns', plural: 'Three columns' },
  admin: { group: 'Marketing' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Optional heading above the columns.' } },
    {
      name: 'columns',
      type: 'array',
      required: true,
      minRows: 3,
      maxRows: 3,
      labels: { singular: 'Column', plural: 'Columns' },
      admin: { description: 'Exactly three: side by side on wide screens, stacked on phones.' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true, admin: { description: 'A few sentences.' } },
        linkFields({ labelDescription: 'Optional, e.g. “Compare furnaces”.' }),
      ],
    },
    appearanceField(),
  ],
}
