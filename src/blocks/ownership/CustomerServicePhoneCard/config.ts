import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

/** A card with the customer service phone number (a tel: link) and hours, both from Site settings. */
export const CustomerServicePhoneCard: Block = {
  slug: 'customerServicePhoneCard',
  dbName: 'svc_phone',
  interfaceName: 'CustomerServicePhoneCardBlock',
  labels: { singular: 'Customer service phone card', plural: 'Customer service phone cards' },
  admin: { group: 'Ownership' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Call customer service',
      admin: { description: 'The heading of the card.' },
    },
    {
      name: 'text',
      type: 'textarea',
      admin: {
        description:
          'Optional sentence under the heading. The phone number and hours always come from Site settings.',
      },
    },
    appearanceField(),
  ],
}
