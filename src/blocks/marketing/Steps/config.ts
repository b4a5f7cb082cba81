import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { linkFields } from '../../_core/shared/linkFields'

export const Steps: Block = {
  slug: 'steps',
  dbName: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: 'Numbered steps', plural: 'Numbered steps' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'How it works',
      admin: { description: 'The heading above the steps.' },
    },
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Step', plural: 'Steps' },
      admin: { description: 'Numbered cards in this order.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'step_number',
              type: 'text',
              label: 'Number',
              admin: { description: 'Optional; empty counts 1, 2, 3…', width: '25%' },
            },
            { name: 'block_title', type: 'text', label: 'Title', required: true },
          ],
        },
        { name: 'description', type: 'textarea', required: true },
      ],
    },
    {
      name: 'cta',
      type: 'group',
      label: 'Call to action',
      admin: { description: 'Optional button under the steps. Fill in both fields to show it.' },
      fields: [linkFields()],
    },
    appearanceField(),
  ],
}
