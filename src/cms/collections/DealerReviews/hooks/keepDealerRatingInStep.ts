import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { summarizeRatings } from '../../../../domain/dealers/reviewSummary'
import type { DealerReview } from '../../../../payload-types'
import { DEALER_BEING_DELETED } from '../../Dealers/hooks/deleteDealerReviews'
import { shownReviews } from '../hiding'

const dealerIdOf = (dealer: DealerReview['dealer'] | undefined): number | undefined =>
  dealer == null ? undefined : typeof dealer === 'object' ? dealer.id : dealer

/** Recounts one dealer's shown (not hidden) reviews and stores average_rating and total_review_count on the dealer. */
async function recount(req: PayloadRequest, dealerId: number): Promise<void> {
  if (req.context?.[DEALER_BEING_DELETED] === dealerId) return
  const { payload } = req
  const reviews = await payload.find({
    collection: 'dealer-reviews',
    where: { and: [{ dealer: { equals: dealerId } }, shownReviews] },
    select: { rating: true },
    pagination: false,
    depth: 0,
    req,
  })
  const summary = summarizeRatings(reviews.docs.map((r) => r.rating))
  const dealer = await payload.findByID({
    collection: 'dealers',
    id: dealerId,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!dealer) return
  await payload.update({ collection: 'dealers', id: dealerId, data: { metaData: summary }, depth: 0, req })
}

export const recountAfterChange: CollectionAfterChangeHook<DealerReview> = async ({
  doc,
  previousDoc,
  req,
}) => {
  const ids = new Set([dealerIdOf(doc.dealer), dealerIdOf(previousDoc?.dealer)])
  for (const id of ids) if (id !== undefined) await recount(req, id)
  return doc
}

export const recountAfterDelete: CollectionAfterDeleteHook<DealerReview> = async ({ doc, req }) => {
  const id = dealerIdOf(doc.dealer)
  if (id !== undefined) await recount(req, id)
  return doc
}
