import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const Separator: Block = {
  slug: 'separator',
  interfaceName: 'SeparatorBlock',
  labels: { singular: 'Separator', plural: 'Separators' },
  admin: { group: 'Layout' },
  fields: [
    {
      name: 'style',
      type: 'select',
      defaultValue: 'line',
      required: true,
      options: [
        { label: 'Short line', value: 'line' },
        { label: 'Full-width line', value: 'wide' },
        { label: 'Dots', value: 'dots' },
      ],
    },
    appearanceField(),
  ],
}
