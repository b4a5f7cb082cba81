import { dealerServices } from '@/domain/dealers/pages/services'
import type { DealerRecordResponse } from '@/domain/dealers/responseSchemas'
import { showsAddress } from '@/domain/dealers/publicRecord'
import { dealerBadges } from '@/domain/locator/badges'
import {
  addressLines,
  directionsUrl,
  displayPhone,
  formatPhone,
  reviewCountText,
  telHref,
  weekHoursList,
} from '@/domain/locator/dealerDisplay'
import { safeHref } from '@/domain/url'

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

/** A dealer's own page: who, where, when, what they do, what homeowners say, and how to reach them. */
export function DealerProfile({ dealer, timeZone, reviews, nearby, brandName, share }: DealerProfileProps) {
  const { data, metaData } = dealer
  const phone = displayPhone(dealer)
  const tel = phone ? safeHref(telHref(phone)) : null
  const address = addressLines(dealer)
  const directions = safeHref(directionsUrl(dealer))
  const website = safeHref(metaData.dealer_url)
  const finance = data.showFinancing ? safeHref(data.financeURL) : null
  const week = weekHoursList(dealer)
  const services = dealerServices(data)
  const count = metaData.total_review_count

  return (
    <article aria-labelledby="dealer-name" className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 id="dealer-name" className="text-3xl font-bold text-brand-900">
          {data.name}
        </h1>
        <p className="text-muted">{[data.city, data.state].filter(Boolean).join(', ')}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Stars rating={metaData.average_rating} idPrefix="dealer-page" />
          <span>{reviewCountText(count)}</span>
        </div>
        <LazyOpeningStatus hours={data.dealerInfo?.data?.weekHours ?? {}} timeZone={timeZone} />
        <LazyBadgeList badges={dealerBadges(dealer, brandName)} />
      </header>

      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="dealer-contact" className="flex flex-col gap-2">
            <h2 id="dealer-contact" className={H2}>
              Contact
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
              <p>Serving {[data.city, data.state].filter(Boolean).join(', ')} and the area around it.</p>
            )}
            <ul className="flex flex-col gap-1">
              {phone && tel ? (
                <li>
                  <a href={tel} className={`${LINK} font-semibold`}>
                    <span className="sr-only">Call {data.name} at </span>
                    {formatPhone(phone)}
                  </a>
                </li>
              ) : null}
              {website ? (
                <li>
                  <a href={website} target="_blank" rel="noopener noreferrer" className={LINK}>
                    Website<span className="sr-only"> of {data.name} (opens in a new tab)</span>
                  </a>
                </li>
              ) : null}
              {directions ? (
                <li>
                  <a href={directions} target="_blank" rel="noopener noreferrer" className={LINK}>
                    Directions<span className="sr-only"> to {data.name} (opens in a new tab)</span>
                  </a>
                </li>
              ) : null}
              {finance ? (
                <li>
                  <a href={finance} target="_blank" rel="noopener noreferrer" className={LINK}>
                    Financing options<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ) : null}
            </ul>
          </section>

          {week.length ? (
            <section aria-labelledby="dealer-hours" className="flex flex-col gap-2">
              <h2 id="dealer-hours" className={H2}>
                Hours
              </h2>
              <dl className="grid max-w-sm grid-cols-[auto_1fr] gap-x-6 gap-y-1">
                {week.map((d) => (
                  <div key={d.day} className="contents">
                    <dt className="font-medium">{d.name}</dt>
                    <dd>{d.hours}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          {services.length ? (
            <section aria-labelledby="dealer-services" className="flex flex-col gap-2">
              <h2 id="dealer-services" className={H2}>
                Services
              </h2>
              <ul className="list-disc pl-6">
                {services.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </section>
          ) : null}

          <DealerReviewList reviews={reviews} count={count} headingClass={H2} />
        </div>

        <aside aria-label={`Reach ${data.name}`} className="flex flex-col gap-6">
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
            Nearby dealers
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {nearby.map((n) => (
              <li key={n.pagePath} className="rounded-lg border border-line bg-white p-4">
                <a href={n.pagePath} className={`${LINK} font-semibold`}>
                  {n.name}
                </a>
                <p className="text-sm text-muted">
                  {n.city}, {n.state} · {n.distance.toFixed(1)} mi away
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
