import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const Spacer: Block = {
  slug: 'spacer',
  interfaceName: 'SpacerBlock',
  labels: { singular: 'Spacer', plural: 'Spacers' },
  admin: { group: 'Layout' },
  fields: [
    {
      name: 'size',
      type: 'select',
      required: true,
      defaultValue: 'medium',
      admin: { description: 'Extra empty space between the blocks above and below (smaller on phones).' },
      options: [
        { label: 'Small (16 px)', value: 'small' },
        { label: 'Medium (32 px)', value: 'medium' },
        { label: 'Large (64 px)', value: 'large' },
        { label: 'Extra large (96 px)', value: 'xlarge' },
      ],
    },
    appearanceField(),
  ],
}
