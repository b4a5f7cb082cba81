import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { linkFields } from '../../_core/shared/linkFields'

export const LinkCard: Block = {
  slug: 'linkCard',
  dbName: 'link_card',
  interfaceName: 'LinkCardBlock',
  labels: { singular: 'Link cards', plural: 'Link cards' },
  admin: { group: 'Marketing' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Optional heading above the cards.' } },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 4,
      labels: { singular: 'Link card', plural: 'Link cards' },
      admin: { description: 'A picture with a link under it; the whole card is the link.' },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'Decorative here: the link text names the card.' },
        },
        linkFields({ required: true, labelDescription: 'Says where the card goes, e.g. “Heat pumps”.' }),
      ],
    },
    appearanceField(),
  ],
}
