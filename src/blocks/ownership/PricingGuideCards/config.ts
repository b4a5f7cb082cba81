import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { linkFields } from '../../_core/shared/linkFields'
import { DUCTWORK_COST, STARTING_PRICES } from '../../../domain/ownership/constants'

const dollars = (name: string, label: string, defaultValue: number, description: string) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 0,
  defaultValue,
  admin: { description, step: 100 },
})

/** Starting prices of installed equipment (spec §9), a card each, and the usual cost of new ductwork. */
export const PricingGuideCards: Block = {
  slug: 'pricingGuideCards',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'price_cards',
  interfaceName: 'PricingGuideCardsBlock',
  labels: { singular: 'Pricing guide cards', plural: 'Pricing guide cards' },
  admin: { group: 'Ownership' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'What does a new system cost?',
      admin: { description: 'The heading above the cards.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      defaultValue:
        'Starting prices for an installed system, before tax. Your dealer’s quote depends on your home.',
      admin: { description: 'A sentence or two under the heading.' },
    },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Price card', plural: 'Price cards' },
      defaultValue: STARTING_PRICES.map((p) => ({ product: p.product, price: p.price })),
      admin: { description: 'One card per kind of equipment, in this order.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'product', type: 'text', required: true, admin: { description: 'E.g. “Heat pump”.' } },
            dollars('price', 'Starting price (US dollars)', 0, 'Installed, before tax. Whole dollars.'),
          ],
        },
        { name: 'note', type: 'text', admin: { description: 'Optional line under the price.' } },
      ],
    },
    {
      name: 'ductwork',
      type: 'group',
      label: 'Ductwork',
      admin: { description: 'The cost range of new ductwork, shown after the cards. Untick to hide it.' },
      fields: [
        { name: 'show', type: 'checkbox', defaultValue: true, label: 'Show the ductwork cost' },
        {
          type: 'row',
          fields: [
            dollars('from', 'From (US dollars)', DUCTWORK_COST.from, 'Low end of the range.'),
            dollars('to', 'To (US dollars)', DUCTWORK_COST.to, 'High end of the range.'),
          ],
        },
      ],
    },
    {
      name: 'footnote',
      type: 'textarea',
      defaultValue:
        'Prices are starting points for equipment and standard installation, before tax, rebates and credits.',
      admin: { description: 'Small print under the cards.' },
    },
    {
      name: 'cta',
      type: 'group',
      label: 'Call to action',
      admin: { description: 'Optional button under the cards. Fill in both fields to show it.' },
      fields: [linkFields()],
    },
    appearanceField(),
  ],
}
