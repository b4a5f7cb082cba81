import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const QuoteSlider: Block = {
  slug: 'quoteSlider',
  interfaceName: 'QuoteSliderBlock',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'qslide',
  labels: { singular: 'Quote slider', plural: 'Quote sliders' },
  admin: { group: 'Media' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          defaultValue: 'What homeowners say',
          admin: {
            description: 'The heading above the quotes; it also names the slider for screen readers.',
          },
        },
        {
          name: 'showTitle',
          label: 'Show the heading',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Off: the heading is only read out by screen readers.' },
        },
      ],
    },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Quote', plural: 'Quotes' },
      admin: {
        description:
          'One quote shows at a time; arrows and dots move between them, and they wrap around at both ends.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'sup_title',
              label: 'Small line above the title',
              type: 'text',
              admin: { description: 'For example “Heat pump owner, Ohio”.' },
            },
            { name: 'title', type: 'text', admin: { description: 'A short headline for the quote.' } },
          ],
        },
        {
          name: 'quote',
          type: 'textarea',
          required: true,
          admin: { description: 'The words as the person said them, without quotation marks.' },
        },
        { name: 'author', type: 'text', required: true, admin: { description: 'Who said it.' } },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Optional: a portrait or a photo of the installation.' },
        },
      ],
    },
    appearanceField(),
  ],
}
