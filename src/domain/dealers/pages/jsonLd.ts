import type { BreadcrumbList, DayOfWeek, HVACBusiness, WithContext } from 'schema-dts'

import type { DealerRecordResponse } from '../responseSchemas'
import { showsAddress } from '../publicRecord'
import { openingHoursSpecification } from './openingHours'

export type DealerJsonLdInput = {
  record: DealerRecordResponse
  /** The page's canonical address (SITE_URL and the page path). */
  url: string
  /** The number visitors call (a tracking number may replace phone1). */
  phone: string | null
}

const E164 = (phone: string): string => {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 10 ? `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : phone
}

/**
 * The dealer as schema.org HVACBusiness (Google's LocalBusiness guidelines): the street address and the
 * exact position only for a dealer that shows its address (one working from home keeps its street and
 * house private; the area's coordinates would point at a spot it is not at, so no geo then); a rating only
 * when there are reviews; the website as sameAs.
 */
export function dealerJsonLd({ record, url, phone }: DealerJsonLdInput): WithContext<HVACBusiness> {
  const { data, metaData, location } = record
  const shown = showsAddress(data)
  const street = shown ? [data.addressLine1, data.addressLine2].filter(Boolean).join(', ') : ''
  const hours = openingHoursSpecification(data.dealerInfo?.data?.weekHours ?? {})
  const ld: WithContext<HVACBusiness> = {
    '@context': 'https://schema.org',
    '@type': 'HVACBusiness',
    '@id': `${url}#business`,
    name: data.name,
    url,
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(data.city ? { addressLocality: data.city } : {}),
      ...(data.state ? { addressRegion: data.state } : {}),
      ...(data.zipcode ? { postalCode: data.zipcode } : {}),
      addressCountry: data.country ?? 'US',
    },
  }
  if (shown) ld.geo = { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lon }
  if (phone) ld.telephone = E164(phone)
  if (hours.length) {
    ld.openingHoursSpecification = hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.dayOfWeek as DayOfWeek[],
      opens: h.opens,
      closes: h.closes,
    }))
  }
  if (metaData.total_review_count > 0 && metaData.average_rating > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(metaData.average_rating * 10) / 10,
      reviewCount: metaData.total_review_count,
      bestRating: 5,
      worstRating: 1,
    }
  }
  if (metaData.dealer_url) ld.sameAs = [metaData.dealer_url]
  return ld
}

export type Crumb = { name: string; url: string }

/** BreadcrumbList for a trail of pages, each with its canonical address. */
export function breadcrumbJsonLd(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: c.url,
    })),
  }
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** JSON for a script element, escaped so no dealer or review text can close the script. */
export const jsonLdText = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c)
