import { describe, expect, it } from 'vitest'

import type { DealerRecordResponse } from '../responseSchemas'
import { breadcrumbJsonLd, dealerJsonLd, jsonLdText } from './jsonLd'
import { breadcrumbListSchema, hvacBusinessSchema } from './jsonLdSchema'

const URL = 'https://www.example.com/dealers/ny/new-york/harrowgate-brindle-mechanical/'

const record = (over: Partial<DealerRecordResponse['data']> = {}, reviews = 12): DealerRecordResponse => ({
  data: {
    companyID: 100123,
    name: 'Harrowgate & Brindle Mechanical',
    addressLine1: '12 Main St',
    addressLine2: 'Suite 200',
    city: 'New York',
    state: 'NY',
    zipcode: '10001',
    country: 'US',
    phone1: '2125550114',
    showAddress: true,
    dealerInfo: { data: { weekHours: { mon: '8:00 AM - 5:00 PM', sat: 'Closed' } } },
    ...over,
  },
  metaData: {
    dealer_url: 'https://harrowgate.example/',
    average_rating: 4.66,
    total_review_count: reviews,
    priority_ranking: null,
  },
  location: { lat: 40.75, lon: -73.99 },
})

describe('a dealer page’s HVACBusiness JSON-LD', () => {
  it('carries the address, position, phone, hours, rating, address and website', () => {
    const ld = dealerJsonLd({ record: record(), url: URL, phone: '2125550114' })
    expect(hvacBusinessSchema.parse(ld)).toBeTruthy()
    expect(ld).toMatchObject({
      '@type': 'HVACBusiness',
      name: 'Harrowgate & Brindle Mechanical',
      url: URL,
      telephone: '+1-212-555-0114',
      address: {
        streetAddress: '12 Main St, Suite 200',
        addressLocality: 'New York',
        addressRegion: 'NY',
        postalCode: '10001',
      },
      geo: { latitude: 40.75, longitude: -73.99 },
      aggregateRating: { ratingValue: 4.7, reviewCount: 12 },
      sameAs: ['https://harrowgate.example/'],
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Monday'],
          opens: '08:00',
          closes: '17:00',
        },
      ],
    })
  })

  it('leaves out the street and the position of a dealer that keeps its address private', () => {
    const ld = dealerJsonLd({
      record: record({ showAddress: false, addressLine1: null, addressLine2: null }),
      url: URL,
      phone: null,
    })
    expect(hvacBusinessSchema.parse(ld).address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'New York',
      addressRegion: 'NY',
      postalCode: '10001',
      addressCountry: 'US',
    })
    expect(ld).not.toHaveProperty('geo')
    expect(ld).not.toHaveProperty('telephone')
  })

  it('has no rating without reviews', () => {
    const ld = dealerJsonLd({ record: record({}, 0), url: URL, phone: '2125550114' })
    expect(hvacBusinessSchema.parse(ld)).toBeTruthy()
    expect(ld).not.toHaveProperty('aggregateRating')
  })

  it('is refused by the check when a required part is missing', () => {
    const ld = dealerJsonLd({ record: record({ city: null }), url: URL, phone: null })
    expect(hvacBusinessSchema.safeParse(ld).success).toBe(false)
  })

  it('cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
    expect(JSON.parse(jsonLdText({ name: 'a</script>&' }))).toEqual({ name: 'a</script>&' })
  })
})

describe('breadcrumbs', () => {
  it('number the steps from one', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Dealers', url: 'https://www.example.com/dealers/' },
      { name: 'New York', url: 'https://www.example.com/dealers/ny/' },
    ])
    expect(breadcrumbListSchema.parse(ld).itemListElement.map((i) => [i.position, i.name])).toEqual([
      [1, 'Dealers'],
      [2, 'New York'],
    ])
  })
})
