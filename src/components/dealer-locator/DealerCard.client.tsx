'use client'

import { dealerBadges } from '@/domain/locator/badges'
import {
  addressLines,
  directionsUrl,
  displayPhone,
  hasLongName,
  telHref,
} from '@/domain/locator/dealerDisplay'
import { LOCATOR_MESSAGES } from '@/domain/locator/messages'
import type { LocatorDealer } from '@/domain/locator/types'
import { dealerCardId } from '@/domain/map/pins'
import { safeHref } from '@/domain/url'
import type { Locale } from '@/config/locales'
import { dealerPathIn } from '@/i18n/dealerPaths'
import { formatDistance, formatPhone } from '@/i18n/format'
import { useMessages } from '@/i18n/useMessages.client'

import { BookingDialog } from '../lead-forms/BookingDialog.client'
import { ContactDealerDialog } from '../lead-forms/ContactDealerDialog.client'
import { useIsContacted } from '../profile/useProfile.client'
import { Stars } from '../ui/Stars'
import { BadgeList } from './BadgeList.client'
import { DealerHours } from './DealerHours'
import { ReviewsDialog } from './ReviewsDialog.client'
import { ratingLabel } from './ratingLabel'

export type DealerCardProps = {
  dealer: LocatorDealer
  brandName: string
  /** The searched zip, sent with the lead and to analytics. */
  zip: string | null
  /** Date#getDay of today, for the hours shown. */
  dayIndex: number
  /** False while the info-endpoint flag is on (spec §4): no reviews at all. */
  reviewsAllowed: boolean
  reviewsBase: string
  formId?: string
  /** The card's place in the results (4 on the second page of three): the same number as its pin on the map. */
  number?: number
}

/**
 * The dealer's number as the page's language writes it: ten North American digits reformatted
 * ('(411) 555-0114', '411-555-0114' in Quebec), anything with letters in it as the dealer gave it.
 */
const shownPhone = (phone: string, locale: Locale) =>
  /[^\d\s().+-]/.test(phone) ? phone : formatPhone(phone, locale)

const ACTION = 'inline-flex h-11 items-center justify-center rounded-md px-4 font-semibold'
const LINK = 'text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** One dealer in the locator (spec §3, §9). Names over 24 characters stack the header. */
export function DealerCard({
  dealer,
  brandName,
  zip,
  dayIndex,
  reviewsAllowed,
  reviewsBase,
  formId = 'dealer-locator',
  number,
}: DealerCardProps) {
  const { data, metaData } = dealer
  const t = useMessages('locator', LOCATOR_MESSAGES)
  const contacted = useIsContacted(data.companyID)
  const phone = displayPhone(dealer)
  const tel = phone ? safeHref(telHref(phone)) : null
  const directions = safeHref(directionsUrl(dealer))
  // The dealer's page in the card's language (/es/distribuidores/…, /fr/detaillants/…).
  const pageHref = safeHref(dealer.pagePath ? dealerPathIn(t.locale, dealer.pagePath) : dealer.pagePath)
  const distance =
    typeof dealer.distance === 'number'
      ? t('distanceAway', { distance: formatDistance(dealer.distance, t.locale) })
      : null
  const address = addressLines(dealer)
  const longName = hasLongName(data.name)
  const reviewCount = metaData.total_review_count
  const headingId = `dealer-${data.companyID}-name`
  // The hidden words around the visible ones, each one text with its space, so every reader keeps the space.
  const callDealer = `${t('callDealer', { name: data.name })} `
  const directionsTo = ` ${t('directionsTo', { name: data.name })}`
  const bookVisitWith = ` ${t('bookVisitWith', { name: data.name })}`

  return (
    // A pressed map pin focuses its card (tabIndex -1: focusable from script, not a Tab stop).
    <article
      id={dealerCardId(data.companyID)}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-long-name={longName || undefined}
      className="relative flex h-full scroll-mt-4 flex-col gap-3 rounded-lg border border-line bg-white p-5 shadow-sm focus:outline-3 focus:outline-offset-2 focus:outline-brand-700"
    >
      {/* The number is the pin's on the map. The pin's own name says it, so it is not read twice here. */}
      {number ? (
        <span
          aria-hidden="true"
          data-card-number={number}
          className="absolute -top-2.5 -left-2.5 flex size-7 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white shadow"
        >
          {number}
        </span>
      ) : null}
      <header className={longName ? 'flex flex-col gap-1' : 'flex items-start justify-between gap-3'}>
        <h3
          id={headingId}
          className={`font-bold text-brand-900 ${longName ? 'text-lg leading-snug' : 'text-xl'}`}
        >
          {/* The dealer's own page (docs/dealer-pages.md), when it has one. */}
          {pageHref ? (
            <a href={pageHref} className="underline-offset-2 hover:underline">
              {data.name}
            </a>
          ) : (
            data.name
          )}
        </h3>
        {distance ? <p className="shrink-0 text-sm font-semibold text-muted">{distance}</p> : null}
      </header>

      {reviewsAllowed ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Stars
            rating={metaData.average_rating}
            idPrefix={`dealer-${data.companyID}`}
            label={ratingLabel(t, metaData.average_rating)}
          />
          {reviewCount > 0 ? (
            <ReviewsDialog
              companyId={data.companyID}
              dealerName={data.name}
              reviewsBase={reviewsBase}
              title={t('reviewsTitle', { name: data.name })}
              trigger={
                <button type="button" className={`${LINK} min-h-6`}>
                  {t('googleReviews', { count: reviewCount })}
                </button>
              }
            />
          ) : (
            <span>{t('googleReviews', { count: 0 })}</span>
          )}
        </div>
      ) : null}

      {address.length ? (
        <address className="text-sm not-italic">
          {address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : null}

      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {phone && tel ? (
          <a href={tel} className={`${LINK} font-semibold`}>
            <span className="sr-only">{callDealer}</span>
            {shownPhone(phone, t.locale)}
          </a>
        ) : null}
        {directions ? (
          <a href={directions} target="_blank" rel="noopener noreferrer" className={LINK}>
            {t('directions')}
            <span className="sr-only">{directionsTo}</span>
          </a>
        ) : null}
      </div>

      <DealerHours dealer={dealer} dayIndex={dayIndex} t={t} />
      <BadgeList badges={dealerBadges(dealer, brandName, t)} label={t('badges')} />

      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {/* One button either way ('Connected' is aria-disabled, not disabled): closing the dialog hands the
            focus back to it after the dealer turns Connected. */}
        <ContactDealerDialog
          dealer={{ companyId: data.companyID, name: data.name }}
          zipcode={zip ?? undefined}
          formId={formId}
          connected={contacted}
          trigger={
            contacted ? (
              <button type="button" className={`${ACTION} cursor-not-allowed bg-line text-muted`}>
                {t('connected')}
              </button>
            ) : (
              <button type="button" className={`${ACTION} bg-accent-600 text-white hover:bg-accent-700`}>
                {t('connectWithDealer')}
                <span className="sr-only">{t('connectDealerName', { name: data.name })}</span>
              </button>
            )
          }
        />
        <BookingDialog
          dealer={{ companyId: data.companyID, name: data.name }}
          zipcode={zip ?? undefined}
          formId={`${formId}-booking`}
          trigger={
            <button
              type="button"
              className={`${ACTION} border border-brand-700 text-brand-700 hover:bg-brand-50`}
            >
              {t('bookVisit')}
              <span className="sr-only">{bookVisitWith}</span>
            </button>
          }
        />
      </div>
    </article>
  )
}
