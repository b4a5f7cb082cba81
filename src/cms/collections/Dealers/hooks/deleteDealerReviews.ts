import type { CollectionBeforeDeleteHook } from 'payload'

/** Set while a dealer's reviews are removed with it, so their hooks skip recounting a dealer about to go. */
export const DEALER_BEING_DELETED = 'dealerBeingDeleted'

/** A review belongs to its dealer: deleting the dealer deletes its reviews, in the same transaction. */
export const deleteDealerReviews: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'dealer-reviews',
    where: { dealer: { equals: id } },
    req,
    context: { ...req.context, [DEALER_BEING_DELETED]: id },
  })
}
