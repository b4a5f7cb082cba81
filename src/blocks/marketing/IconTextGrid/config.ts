import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { linkFields } from '../../_core/shared/linkFields'
import { hvacIconOptions } from '../../_core/shared/iconNames'

export const IconTextGrid: Block = {
  slug: 'iconTextGrid',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'icon_grid',
  interfaceName: 'IconTextGridBlock',
  labels: { singular: 'Icon-and-text grid', plural: 'Icon-and-text grids' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Optional heading above the grid, e.g. “Why homeowners call us”.' },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Item', plural: 'Items' },
      admin: { description: 'Shown in a grid: one per row on phones, up to four per row on wide screens.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'icon',
              type: 'select',
              required: true,
              defaultValue: 'thermometer',
              options: hvacIconOptions,
              admin: { description: 'A small picture beside the title.' },
            },
            { name: 'title', type: 'text', required: true, admin: { description: 'A few words.' } },
          ],
        },
        { name: 'text', type: 'textarea', admin: { description: 'One or two sentences under the title.' } },
      ],
    },
    {
      name: 'cta',
      type: 'group',
      label: 'Call to action',
      admin: { description: 'Optional button under the grid: its text and a page or a link.' },
      fields: [linkFields({ labelDescription: 'Say where it goes: “Find a dealer”.' })],
    },
    appearanceField(),
  ],
}
