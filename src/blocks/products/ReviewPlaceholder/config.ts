import type { Block } from 'payload'

import { validateReviewProductId } from '../../../domain/products/ratingsWidget'

export const ReviewPlaceholder: Block = {
  slug: 'reviewPlaceholder',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'review_slot',
  interfaceName: 'ReviewPlaceholderBlock',
  labels: { singular: 'Ratings and reviews', plural: 'Ratings and reviews' },
  admin: { group: 'Products' },
  fields: [
    {
      name: 'productId',
      label: 'Product id',
      type: 'text',
      required: true,
      maxLength: 64,
      admin: {
        description:
          'The product’s id at the ratings provider. Its ratings and reviews show here once a ratings widget is set in Site settings; until then nothing is shown or loaded.',
      },
      validate: (value: string | null | undefined) => validateReviewProductId(value),
    },
    {
      name: 'label',
      type: 'text',
      required: true,
      defaultValue: 'Ratings and reviews',
      maxLength: 80,
      admin: { description: 'Names the area for screen readers, such as “Ratings and reviews of the AL16”.' },
    },
  ],
}
