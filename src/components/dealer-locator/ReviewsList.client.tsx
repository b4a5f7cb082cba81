'use client'

import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect } from 'react'

import { REVIEW_PAGE_SIZE } from '@/domain/dealers/constants'
import type { DealerReviewsResponse } from '@/domain/dealers/responseSchemas'
import { LOCATOR_MESSAGES } from '@/domain/locator/messages'
import { dealerRetryDelay, shouldRetryDealerFetch } from '@/domain/locator/retryPolicy'
import { formatLongDate } from '@/i18n/format'
import type { LocatorMessages } from '@/i18n/islandMessages'
import type { Translator } from '@/i18n/translator'
import { useMessages } from '@/i18n/useMessages.client'

import { QueryProvider } from '../providers/QueryProvider.client'
import { Stars } from '../ui/Stars'
import { fetchDealerReviews } from './api'
import { ratingLabel } from './ratingLabel'

type Props = { companyId: number; reviewsBase: string }

type Review = DealerReviewsResponse['reviews'][number]

/** A review's day as the page's language writes it ('December 7, 2026'); the dates are UTC days. */
const reviewDate = (iso: string, t: Translator<LocatorMessages>) =>
  formatLongDate(new Date(iso), t.locale, 'UTC')

function ReviewItem({ review, id, t }: { review: Review; id: string; t: Translator<LocatorMessages> }) {
  return (
    <li className="border-b border-line py-4 last:border-b-0">
      <p className="font-semibold">{review.author_name}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <Stars rating={review.rating} idPrefix={id} label={ratingLabel(t, review.rating)} />
        <time dateTime={review.date}>{reviewDate(review.date, t)}</time>
      </p>
      {review.text ? <p className="mt-2">{review.text}</p> : null}
      {review.owner_response ? (
        <div className="mt-3 rounded-md bg-surface p-3 text-sm">
          <p className="font-semibold">{t('ownerResponse')}</p>
          <p className="mt-1">{review.owner_response}</p>
        </div>
      ) : null}
    </li>
  )
}

/**
 * The reviews inside '{dealer name} Reviews': ten at a time, 'See More' while fewer than the total are loaded.
 * Mounted when the dialog opens, so the reviews load then; a failure is logged (spec §8). This module (with
 * TanStack Query) loads with the dialog's first opening, not with the page; on a page without a query
 * provider (a directory's city page) it brings the tab's own.
 */
export default function ReviewsList(props: Props) {
  return (
    <QueryProvider>
      <Reviews {...props} />
    </QueryProvider>
  )
}

function Reviews({ companyId, reviewsBase }: Props) {
  const t = useMessages('locator', LOCATOR_MESSAGES)
  const reviews = useInfiniteQuery({
    queryKey: ['dealer-reviews', reviewsBase, companyId],
    queryFn: ({ pageParam, signal }) =>
      fetchDealerReviews(reviewsBase, companyId, pageParam, REVIEW_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.reviews.length, 0)
      return loaded < last.metadata.total_review_count && last.reviews.length > 0 ? last.page + 1 : undefined
    },
    retry: shouldRetryDealerFetch,
    retryDelay: dealerRetryDelay,
  })

  useEffect(() => {
    if (reviews.error) console.error(`Dealer reviews failed to load for ${companyId}:`, reviews.error.message)
  }, [reviews.error, companyId])

  const list = reviews.data?.pages.flatMap((p) => p.reviews) ?? []
  const total = reviews.data?.pages[0]?.metadata.total_review_count ?? 0
  return (
    <>
      {reviews.isPending ? <p role="status">{t('loadingReviews')}</p> : null}
      {reviews.isError && !list.length ? <p role="status">{t('reviewsUnavailable')}</p> : null}
      {list.length ? (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {t('reviewsShowing', { shown: list.length, total })}
          </p>
          <ul>
            {list.map((review, i) => (
              <ReviewItem key={`${review.date}-${i}`} review={review} id={`review-${companyId}-${i}`} t={t} />
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
          {reviews.isFetchingNextPage ? t('loadingMore') : t('seeMore')}
        </button>
      ) : null}
    </>
  )
}
