import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const List: Block = {
  slug: 'list',
  interfaceName: 'ListBlock',
  labels: { singular: 'List', plural: 'Lists' },
  admin: { group: 'Text' },
  fields: [
    {
      name: 'ordered',
      type: 'checkbox',
      label: 'Numbered list',
      defaultValue: false,
      admin: { description: 'Number the items when their order matters, such as steps.' },
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      required: true,
      labels: { singular: 'Item', plural: 'Items' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    appearanceField(),
  ],
}
