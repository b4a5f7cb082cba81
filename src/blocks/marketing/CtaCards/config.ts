import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { linkFields } from '../../_core/shared/linkFields'

export const CtaCards: Block = {
  slug: 'ctaCards',
  dbName: 'cta_cards',
  interfaceName: 'CtaCardsBlock',
  labels: { singular: 'Call-to-action cards', plural: 'Call-to-action cards' },
  admin: { group: 'Marketing' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Optional heading above the cards.' } },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 4,
      labels: { singular: 'Card', plural: 'Cards' },
      admin: { description: 'Each card asks the visitor to do one thing, with a button.' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', admin: { description: 'One or two sentences.' } },
        linkFields({ required: true, labelDescription: 'The button, e.g. “Find a dealer”.' }),
      ],
    },
    appearanceField(),
  ],
}
