import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { pageOrUrlFields } from '../../_core/shared/linkFields'

export const CardRepeater: Block = {
  slug: 'cardRepeater',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'card_rpt',
  interfaceName: 'CardRepeaterBlock',
  labels: { singular: 'Cards', plural: 'Cards' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Optional heading above the cards.' },
    },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Card', plural: 'Cards' },
      admin: {
        description: 'Shown side by side: one per row on phones, two on tablets, three on wide screens.',
      },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'Optional picture at the top of the card; its alternative text comes from the media library.',
          },
        },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', admin: { description: 'A few sentences.' } },
        {
          type: 'row',
          fields: [
            ...pageOrUrlFields({ pageName: 'linkPage', urlName: 'link', width: '33%' }),
            {
              name: 'linkLabel',
              type: 'text',
              label: 'Link text',
              admin: {
                width: '34%',
                description: 'E.g. “How leasing works”. Empty: the card’s title becomes the link.',
              },
            },
          ],
        },
      ],
    },
    appearanceField(),
  ],
}
