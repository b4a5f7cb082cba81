import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const CustomerServiceCard: Block = {
  slug: 'customerServiceCard',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'svc_card',
  interfaceName: 'CustomerServiceCardBlock',
  labels: { singular: 'Customer service card', plural: 'Customer service cards' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Need help?',
      admin: { description: 'The heading of the card.' },
    },
    {
      name: 'text',
      type: 'textarea',
      admin: {
        description:
          'A sentence or two under the heading. The card always shows the customer service phone number and support hours from Site settings, and a “Contact Dealer” button.',
      },
    },
    appearanceField(),
  ],
}
