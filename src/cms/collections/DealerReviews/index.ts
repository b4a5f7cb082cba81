import type { CollectionConfig } from 'payload'

import { isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import { fromProviderOnly, providerFields } from './fromProvider'
import { hidingFields, recordHiding } from './hiding'
import { recountAfterChange, recountAfterDelete } from './hooks/keepDealerRatingInStep'

/**
 * Reviews of a dealer. Visitors read them only through /api/v1/reviews/dealers/retrieve-reviews, which picks
 * the public fields; Payload's generic API is staff only. The dealer's rating summary follows every write.
 *
 * Reviews come from the review provider: no role adds, deletes or rewrites one through the admin or REST
 * (what a PATCH sends for the provider's fields is ignored). Staff only hide a review, with a reason. The
 * seed and the server's own code write through the Local API, which these rules do not bind.
 */
export const DealerReviews: CollectionConfig = {
  slug: 'dealer-reviews',
  labels: { singular: 'Dealer review', plural: 'Dealer reviews' },
  admin: {
    group: 'Dealers',
    useAsTitle: 'author_name',
    defaultColumns: ['author_name', 'dealer', 'rating', 'date', 'hidden'],
  },
  access: { read: isStaff, create: fromProviderOnly, update: isStaff, delete: fromProviderOnly },
  defaultSort: '-date',
  hooks: {
    beforeOperation: [capReads],
    beforeChange: [recordHiding],
    afterChange: [recountAfterChange],
    afterDelete: [recountAfterDelete],
  },
  fields: [...providerFields, ...hidingFields],
}
