'use client'

import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'

import { REVIEW_PAGE_SIZE } from '@/domain/dealers/constants'
import type { DealerReviewsResponse } from '@/domain/dealers/responseSchemas'
import { dealerRetryDelay, shouldRetryDealerFetch } from '@/domain/locator/retryPolicy'

import { DialogContent, DialogRoot, DialogTrigger } from '../ui/Dialog.client'
import { Stars } from '../ui/Stars'
import { fetchDealerReviews } from './api'

type Props = { companyId: number; dealerName: string; reviewsBase: string; trigger: ReactNode }

type Review = DealerReviewsResponse['reviews'][number]

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

function ReviewItem({ review, id }: { review: Review; id: string }) {
  return (
    <li className="border-b border-line py-4 last:border-b-0">
      <p className="font-semibold">{review.author_name}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <Stars rating={review.rating} idPrefix={id} />
        <time dateTime={review.date}>{formatDate(review.date)}</time>
      </p>
      {review.text ? <p className="mt-2">{review.text}</p> : null}
      {review.owner_response ? (
        <div className="mt-3 rounded-md bg-surface p-3 text-sm">
          <p className="font-semibold">Response from the owner</p>
          <p className="mt-1">{review.owner_response}</p>
        </div>
      ) : null}
    </li>
  )
}

/**
 * '{dealer name} Reviews' (spec §2, §9): ten at a time, 'See More' while fewer than the total are loaded.
 * Radix closes it on Escape or a backdrop click, locks the page's scroll, traps focus and returns it to the
 * trigger. Reviews load when the dialog first opens; a failure is logged (spec §8).
 */
export function ReviewsDialog({ companyId, dealerName, reviewsBase, trigger }: Props) {
  const [open, setOpen] = useState(false)
  const reviews = useInfiniteQuery({
    queryKey: ['dealer-reviews', reviewsBase, companyId],
    queryFn: ({ pageParam, signal }) =>
      fetchDealerReviews(reviewsBase, companyId, pageParam, REVIEW_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.reviews.length, 0)
      return loaded < last.metadata.total_review_count && last.reviews.length > 0 ? last.page + 1 : undefined
    },
    enabled: open,
    retry: shouldRetryDealerFetch,
    retryDelay: dealerRetryDelay,
  })

  useEffect(() => {
    if (reviews.error) console.error(`Dealer reviews failed to load for ${companyId}:`, reviews.error.message)
  }, [reviews.error, companyId])

  const list = reviews.data?.pages.flatMap((p) => p.reviews) ?? []
  const total = reviews.data?.pages[0]?.metadata.total_review_count ?? 0
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={`${dealerName} Reviews`} size="lg">
        {reviews.isPending ? <p role="status">Loading reviews…</p> : null}
        {reviews.isError && !list.length ? <p role="status">Reviews are not available right now.</p> : null}
        {list.length ? (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              Showing {list.length} of {total} reviews
            </p>
            <ul>
              {list.map((review, i) => (
                <ReviewItem key={`${review.date}-${i}`} review={review} id={`review-${companyId}-${i}`} />
              ))}
            </ul>
          </>
        ) : null}
        {reviews.hasNextPage ? (
          <button
            type="button"
            onClick={() => void reviews.fetchNextPage()}
            disabled={reviews.isFetchingNextPage}
            className="mt-4 h-11 rounded-md border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {reviews.isFetchingNextPage ? 'Loading…' : 'See More'}
          </button>
        ) : null}
      </DialogContent>
    </DialogRoot>
  )
}
