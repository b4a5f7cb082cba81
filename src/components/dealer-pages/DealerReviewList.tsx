import { useLocale, useTranslations } from 'next-intl'

import type { Locale } from '@/config/locales'
import { formatLongDate } from '@/i18n/format'

import { ratingNumber } from '../dealer-locator/ratingLabel'
import { Stars } from '../ui/Stars'

export type ShownReview = {
  author_name: string
  rating: number
  date: string
  text?: string | null
  owner_response?: string | null
}

/** The dealer's latest reviews, newest first, with the dealer's answer where it gave one. */
export function DealerReviewList({
  reviews,
  count,
  headingClass,
}: {
  reviews: ShownReview[]
  count: number
  headingClass: string
}) {
  const t = useTranslations('dealerProfile')
  const tl = useTranslations('locator')
  const locale = useLocale() as Locale
  // Reviews are dated by day, as Google gives them (midnight UTC).
  const day = (iso: string) => formatLongDate(new Date(iso), locale, 'UTC')
  const rated = (rating: number) => tl('rated', { rating: ratingNumber(rating, locale) })
  return (
    <section aria-labelledby="dealer-reviews" className="flex flex-col gap-3">
      <h2 id="dealer-reviews" className={headingClass}>
        {t('latestReviews')}
      </h2>
      {reviews.length === 0 ? (
        <p>{t('noReviews')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.map((r, i) => (
            <li key={`${r.date}-${i}`} className="rounded-lg border border-line bg-white p-4">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{r.author_name}</span>
                <Stars rating={r.rating} idPrefix={`review-${i}`} label={rated(r.rating)} />
                <time dateTime={r.date} className="text-sm text-muted">
                  {day(r.date)}
                </time>
              </p>
              {r.text ? <p className="mt-2">{r.text}</p> : null}
              {r.owner_response ? (
                <p className="mt-2 border-l-4 border-line pl-3 text-sm">
                  <span className="font-semibold">{t('ownerResponse')}</span>
                  {r.owner_response}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {count > reviews.length ? (
        <p className="text-sm text-muted">{t('showingLatest', { shown: reviews.length, count })}</p>
      ) : null}
    </section>
  )
}
