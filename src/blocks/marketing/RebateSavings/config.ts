import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

/**
 * The rebate savings block (spec §2): a zip box that shows rebates and tax credits for the area, then a way
 * to contact the nearest dealer and, after that, more dealers in a carousel.
 */
export const RebateSavings: Block = {
  slug: 'rebateSavings',
  interfaceName: 'RebateSavingsBlock',
  labels: { singular: 'Rebate savings', plural: 'Rebate savings' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Optional heading above the zip box, e.g. “Find rebates in your area”.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Optional sentence under the heading.' },
    },
    {
      name: 'hide_slider',
      label: 'More dealers carousel',
      type: 'select',
      defaultValue: '0',
      options: [
        { label: 'Show other dealers after the visitor contacts one', value: '0' },
        { label: 'Hide it', value: '1' },
      ],
      admin: {
        description:
          'After a visitor contacts the nearest dealer, a carousel can offer the other dealers nearby.',
      },
    },
    appearanceField(),
  ],
}
