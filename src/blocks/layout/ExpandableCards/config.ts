import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { openOnField, panelTextField } from '../../_core/shared/accordion/fields'

export const ExpandableCards: Block = {
  slug: 'expandableCards',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'exp_cards',
  interfaceName: 'ExpandableCardsBlock',
  labels: { singular: 'Expandable cards', plural: 'Expandable cards' },
  admin: { group: 'Layout' },
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
        description:
          'Side by side: one a row on phones, two on tablets, three on wide screens. “More details” opens the rest.',
      },
      fields: [
        { name: 'title', type: 'text', required: true },
        {
          name: 'summary',
          type: 'textarea',
          required: true,
          admin: { description: 'One or two sentences, always shown.' },
        },
        panelTextField('more', 'The rest of the card, shown when the visitor opens it.'),
        openOnField(),
      ],
    },
    appearanceField(),
  ],
}
