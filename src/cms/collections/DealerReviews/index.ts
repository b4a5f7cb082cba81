import type { CollectionConfig } from 'payload'

import { isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import { hidingFields, recordHiding } from './hiding'
import { recountAfterChange, recountAfterDelete } from './hooks/keepDealerRatingInStep'

/**
 * Reviews of a dealer. Visitors read them only through /api/v1/reviews/dealers/retrieve-reviews, which picks
 * the public fields; Payload's generic API is staff only. The dealer's rating summary follows every write.
 */
export const DealerReviews: CollectionConfig = {
  slug: 'dealer-reviews',
  labels: { singular: 'Dealer review', plural: 'Dealer reviews' },
  admin: {
    group: 'Dealers',
    useAsTitle: 'author_name',
    defaultColumns: ['author_name', 'dealer', 'rating', 'date', 'hidden'],
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-date',
  hooks: {
    beforeOperation: [capReads],
    beforeChange: [recordHiding],
    afterChange: [recountAfterChange],
    afterDelete: [recountAfterDelete],
  },
  fields: [
    { name: 'dealer', type: 'relationship', relationTo: 'dealers', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'author_name', type: 'text', required: true, maxLength: 80 },
        {
          name: 'rating',
          type: 'number',
          required: true,
          min: 1,
          max: 5,
          validate: (v: number | null | undefined) =>
            v != null && Number.isInteger(v) && v >= 1 && v <= 5 ? true : 'Enter a whole number from 1 to 5.',
        },
        {
          name: 'date',
          type: 'date',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
        },
      ],
    },
    { name: 'text', type: 'textarea', maxLength: 4000 },
    {
      type: 'row',
      fields: [
        { name: 'owner_response', type: 'textarea', maxLength: 4000 },
        { name: 'owner_response_date', type: 'date' },
      ],
    },
    { name: 'isDemo', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    ...hidingFields,
  ],
}
