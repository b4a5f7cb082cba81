import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const ZipBoxBlock: Block = {
  slug: 'zipBox',
  interfaceName: 'ZipBoxBlock',
  labels: { singular: 'Zip box', plural: 'Zip boxes' },
  admin: { group: 'Dealers' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      admin: { description: 'Optional heading above the box, e.g. “Find a dealer near you”.' },
    },
    {
      name: 'label',
      type: 'text',
      defaultValue: 'Zip or postal code',
      required: true,
      admin: { description: 'The label of the box, read by screen readers too.' },
    },
    {
      name: 'withLocation',
      label: 'Offer “Use my location”',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: 'Lets visitors fill the box from their browser’s position (they are asked first).',
      },
    },
    appearanceField(),
  ],
}
