import { useLocale, useTranslations } from 'next-intl'

import { dealerServiceFlags } from '@/domain/dealers/pages/services'
import type { DealerRecordResponse } from '@/domain/dealers/responseSchemas'
import { showsAddress } from '@/domain/dealers/publicRecord'
import { dealerBadges } from '@/domain/locator/badges'
import {
  addressLines,
  directionsUrl,
  displayPhone,
  formatPhone,
  telHref,
  weekHoursList,
} from '@/domain/locator/dealerDisplay'
import type { Locale } from '@/config/locales'
import { safeHref } from '@/domain/url'
import { formatDayHours, formatDistance, weekdayName } from '@/i18n/format'

import { ratingNumber } from '../dealer-locator/ratingLabel'
import { DealerMap } from '../dealer-map/DealerMap'
import { Stars } from '../ui/Stars'
import { LazyBadgeList, LazyDealerActions, LazyOpeningStatus } from './lazy.client'
import { DealerReviewList, type ShownReview } from './DealerReviewList'
import { ShareList, type ShareItem } from './ShareList'

export type NearbyItem = { name: string; pagePath: string; city: string; state: string; distance: number }

export type DealerProfileProps = {
  dealer: DealerRecordResponse
  timeZone: string
  reviews: ShownReview[]
  nearby: NearbyItem[]
  brandName: string
  share: ShareItem[]
}

const LINK = 'text-brand-700 underline underline-offset-2 hover:text-brand-900'
const H2 = 'text-xl font-bold text-brand-900'

/** Date#getDay of each day weekHoursList names ('mon' … 'sun'). */
const DAY_INDEX: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 }

/**
 * A dealer's own page: who, where, when, what they do, what homeowners say, and how to reach them, in the page's
 * language (the dealer's own texts as the dealer wrote them).
 */
export function DealerProfile({ dealer, timeZone, reviews, nearby, brandName, share }: DealerProfileProps) {
  const t = useTranslations('dealerProfile')
  const tl = useTranslations('locator')
  const locale = useLocale() as Locale
  const { data, metaData } = dealer
  const phone = displayPhone(dealer)
  const tel = phone ? safeHref(telHref(phone)) : null
  const address = addressLines(dealer)
  const directions = safeHref(directionsUrl(dealer))
  const website = safeHref(metaData.dealer_url)
  const finance = data.showFinancing ? safeHref(data.financeURL) : null
  const week = weekHoursList(dealer, tl('closed'), (text) => formatDayHours(text, locale, tl('openAllDay')))
  const services = dealerServiceFlags(data)
  const count = metaData.total_review_count
  const place = [data.city, data.state].filter(Boolean).join(', ')
  const rating = ratingNumber(metaData.average_rating, locale)

  return (
    <article aria-labelledby="dealer-name" className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 id="dealer-name" className="text-3xl font-bold text-brand-900">
          {data.name}
        </h1>
        <p className="text-muted">{place}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Stars rating={metaData.average_rating} idPrefix="dealer-page" label={tl('rated', { rating })} />
          <span>{tl('googleReviews', { count })}</span>
        </div>
        <LazyOpeningStatus
          hours={data.dealerInfo?.data?.weekHours ?? {}}
          timeZone={timeZone}
          locale={locale}
          words={{ openNow: t('openNow'), opensAt: t.raw('opensAt'), opensOn: t.raw('opensOn') }}
        />
        <LazyBadgeList
          badges={dealerBadges(dealer, brandName, (key, args) => tl(key, args))}
          label={tl('badges')}
        />
      </header>

      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="dealer-contact" className="flex flex-col gap-2">
            <h2 id="dealer-contact" className={H2}>
              {t('contact')}
            </h2>
            {address.length ? (
              <address className="not-italic">
                {address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            ) : (
              <p>{t('servingArea', { place })}</p>
            )}
            <ul className="flex flex-col gap-1">
              {phone && tel ? (
                <li>
                  <a href={tel} className={`${LINK} font-semibold`}>
                    <span className="sr-only">{`${tl('callDealer', { name: data.name })} `}</span>
                    {formatPhone(phone)}
                  </a>
                </li>
              ) : null}
              {website ? (
                <li>
                  <a href={website} target="_blank" rel="noopener noreferrer" className={LINK}>
                    {t('website')}
                    <span className="sr-only">{t('websiteOf', { name: data.name })}</span>
                  </a>
                </li>
              ) : null}
              {directions ? (
                <li>
                  <a href={directions} target="_blank" rel="noopener noreferrer" className={LINK}>
                    {tl('directions')}
                    <span className="sr-only">{` ${tl('directionsTo', { name: data.name })}`}</span>
                  </a>
                </li>
              ) : null}
              {finance ? (
                <li>
                  <a href={finance} target="_blank" rel="noopener noreferrer" className={LINK}>
                    {t('financing')}
                    <span className="sr-only">{t('newTab')}</span>
                  </a>
                </li>
              ) : null}
            </ul>
          </section>

          {week.length ? (
            <section aria-labelledby="dealer-hours" className="flex flex-col gap-2">
              <h2 id="dealer-hours" className={H2}>
                {t('hours')}
              </h2>
              <dl className="grid max-w-sm grid-cols-[auto_1fr] gap-x-6 gap-y-1">
                {week.map((d) => (
                  <div key={d.day} className="contents">
                    <dt className="font-medium">{weekdayName(DAY_INDEX[d.day] ?? 0, locale)}</dt>
                    <dd>{d.hours}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          {services.length ? (
            <section aria-labelledby="dealer-services" className="flex flex-col gap-2">
              <h2 id="dealer-services" className={H2}>
                {t('services')}
              </h2>
              <ul className="list-disc pl-6">
                {services.map((flag) => (
                  <li key={flag}>{t(`service.${flag}`)}</li>
                ))}
              </ul>
            </section>
          ) : null}

          <DealerReviewList reviews={reviews} count={count} headingClass={H2} />
        </div>

        <aside aria-label={t('reach', { name: data.name })} className="flex flex-col gap-6">
          <LazyDealerActions companyId={data.companyID} name={data.name} />
          {/* Only where the address is shown: a pin would publish the home a dealer keeps private. */}
          {showsAddress(data) ? (
            <DealerMap
              dealer={{
                companyId: data.companyID,
                name: data.name,
                lat: dealer.location.lat,
                lon: dealer.location.lon,
              }}
            />
          ) : null}
          <ShareList items={share} headingClass={H2} />
        </aside>
      </div>

      {nearby.length ? (
        <section aria-labelledby="dealer-nearby" className="flex flex-col gap-3">
          <h2 id="dealer-nearby" className={H2}>
            {t('nearby')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {nearby.map((n) => (
              <li key={n.pagePath} className="rounded-lg border border-line bg-white p-4">
                <a href={n.pagePath} className={`${LINK} font-semibold`}>
                  {n.name}
                </a>
                <p className="text-sm text-muted">
                  {n.city}, {n.state} · {tl('distanceAway', { distance: formatDistance(n.distance, locale) })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
