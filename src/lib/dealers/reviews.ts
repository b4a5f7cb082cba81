import 'server-only'

import type { Payload } from 'payload'

import { shownReviews } from '../../cms/collections/DealerReviews/hiding'
import type { DealerReview } from '../../payload-types'

export type PublicReview = Pick<
  DealerReview,
  'author_name' | 'rating' | 'date' | 'text' | 'owner_response' | 'owner_response_date'
>

export type DealerReviewsPage = {
  reviews: PublicReview[]
  metadata: { average_rating: number; total_review_count: number }
  page: number
  pageAmount: number
  totalPages: number
}

/**
 * One page of a dealer's reviews, newest first, or null for an unknown company id. Reviews are staff-only
 * in Payload's generic API; this reads them with the server's rights and returns only the public fields.
 */
export async function findDealerReviews(
  payload: Payload,
  companyId: number,
  page: number,
  pageAmount: number,
): Promise<DealerReviewsPage | null> {
  const dealers = await payload.find({
    collection: 'dealers',
    where: { 'data.companyID': { equals: companyId } },
    select: { metaData: true },
    limit: 1,
    depth: 0,
  })
  const dealer = dealers.docs[0]
  if (!dealer) return null
  const result = await payload.find({
    collection: 'dealer-reviews',
    // A review staff hid is not shown; the dealer's rating summary already leaves it out.
    where: { and: [{ dealer: { equals: dealer.id } }, shownReviews] },
    sort: ['-date', '-id'],
    page,
    limit: pageAmount,
    depth: 0,
    select: {
      author_name: true,
      rating: true,
      date: true,
      text: true,
      owner_response: true,
      owner_response_date: true,
    },
  })
  return {
    reviews: result.docs.map((r) => ({
      author_name: r.author_name,
      rating: r.rating,
      date: r.date,
      text: r.text ?? null,
      owner_response: r.owner_response ?? null,
      owner_response_date: r.owner_response_date ?? null,
    })),
    metadata: {
      average_rating: dealer.metaData?.average_rating ?? 0,
      total_review_count: dealer.metaData?.total_review_count ?? result.totalDocs,
    },
    page,
    pageAmount,
    totalPages: result.totalPages,
  }
}
