import { afterEach, describe, expect, it, vi } from 'vitest'

import { asDealerDocument } from '../../../cms/seed/dealers/asDocument'
import { DEMO_ZIPS } from '../../../cms/seed/dealers/demoZips'
import { generateDemoNetwork } from '../../../cms/seed/dealers/generate'
import { NEAREST_COUNT, NEAREST_MAX_MILES } from '../../../domain/dealers/constants'
import {
  dealerRecordSchema,
  dealerReviewsResponseSchema,
  dealerSearchResponseSchema,
} from '../../../domain/dealers/responseSchemas'
import { indexFromDocs } from '../searchIndex'
import { malformedDealerQueries } from '../../../../tests/fixtures/dealers/malformedQueries'
import type { DealerApiDeps } from './deps'
import { createDealerLookupHandler } from './lookup'
import { createDealerReviewsHandler } from './reviews'
import { createDealerSearchHandler } from './search'

const network = generateDemoNetwork({ count: 400, withReviews: false })
const index = indexFromDocs(network.dealers.map((d, i) => asDealerDocument(d, i + 1)))
/** The whole demo network with its reviews: ratings and review counts to sort by, dealers at every distance. */
const rated = indexFromDocs(generateDemoNetwork().dealers.map((d, i) => asDealerDocument(d, i + 1)))
const ratedDeps = () => deps({ index: async () => rated })

const deps = (over: Partial<DealerApiDeps> = {}): DealerApiDeps => ({
  settings: async () => ({ brandCode: 'ALD', radiusMiles: 50 }),
  index: async () => index,
  reviews: async (companyId) =>
    companyId === 100001
      ? {
          reviews: [],
          metadata: { average_rating: 0, total_review_count: 0 },
          page: 1,
          pageAmount: 10,
          totalPages: 0,
        }
      : null,
  ...over,
})

const search = (query: string, d = deps()) =>
  createDealerSearchHandler(d)(new Request(`http://localhost/api/v1/dealers/locations?${query}`), undefined)
const lookup = (query: string) =>
  createDealerLookupHandler(deps())(new Request(`http://localhost/api/v1/dealers/lookup?${query}`), undefined)
const reviews = (companyId: string, query = '') =>
  createDealerReviewsHandler(deps())(
    new Request(`http://localhost/api/v1/reviews/dealers/retrieve-reviews/x?${query}`),
    {
      params: Promise.resolve({ companyId }),
    },
  )

afterEach(() => vi.restoreAllMocks())

describe('dealer search handler', () => {
  it('answers the search response, cacheable', async () => {
    const res = await search(`brand=ALD&zipcode=${DEMO_ZIPS.singleDealer}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('s-maxage')
    const body = dealerSearchResponseSchema.parse(await res.json())
    expect(body).toMatchObject({
      zipcode: '99723',
      city: 'Barrow',
      state: 'AK',
      count: 1,
      randomizeBuckets: [],
    })
    expect(body.dealers[0]).toMatchObject({
      searchInfo: { kind: 'territory', bucket: 2 },
      data: { zipcode: '99723' },
    })
    expect(body.dealers[0]?.distance).toBeLessThan(5)
  })

  it('answers a full search in the response schema, the record of each dealer whole', async () => {
    const body = dealerSearchResponseSchema.parse(await (await search('brand=ALD&zipcode=10001')).json())
    expect(body.count).toBeGreaterThan(1)
    const first = body.dealers[0]
    const record = dealerRecordSchema.parse(
      await (await lookup(`brand=ALD&cid=${first?.data.companyID}`)).json(),
    )
    expect(first).toEqual({ ...record, searchInfo: first?.searchInfo, distance: first?.distance })
  })

  it('answers count 0 for a well-formed zip that is unknown', async () => {
    const body = dealerSearchResponseSchema.parse(await (await search('brand=ALD&zipcode=00000')).json())
    expect(body).toEqual({
      zipcode: '00000',
      city: null,
      state: null,
      count: 0,
      randomizeBuckets: [],
      dealers: [],
    })
  })

  it('answers 400 with field messages', async () => {
    const res = await search('brand=NOPE&zipcode=12')
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      error: 'Invalid request',
      fields: { brand: 'Unknown brand', zipcode: expect.any(String) },
    })
  })

  it('answers the nearest dealers beyond the radius, marked nearest, when none serves the zip', async () => {
    const res = await search(`brand=ALD&zipcode=${DEMO_ZIPS.noDealers}`)
    const body = dealerSearchResponseSchema.parse(await res.json())
    expect(body).toMatchObject({ zipcode: '89301', city: 'Ely', state: 'NV', randomizeBuckets: [] })
    expect(body.count).toBeGreaterThan(0)
    expect(body.count).toBeLessThanOrEqual(NEAREST_COUNT)
    const distances = body.dealers.map((d) => d.distance)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
    for (const d of body.dealers) {
      expect(d.searchInfo.kind).toBe('nearest')
      expect(d.distance).toBeGreaterThan(50)
      expect(d.distance).toBeLessThanOrEqual(NEAREST_MAX_MILES)
    }
  })

  it('answers count 0 when nothing lies within the wider bound either', async () => {
    const body = dealerSearchResponseSchema.parse(
      await (await search(`brand=ALD&zipcode=${DEMO_ZIPS.nothingNear}`)).json(),
    )
    expect(body).toMatchObject({ zipcode: '96910', count: 0, dealers: [] })
  })

  it('honours the radius chosen, the site setting’s radius without one', async () => {
    const at = async (radius: string) =>
      dealerSearchResponseSchema.parse(
        await (await search(`brand=ALD&zipcode=60614${radius}`, ratedDeps())).json(),
      )
    const [ten, fifty, preset, hundred] = await Promise.all([
      at('&radius=10'),
      at('&radius=50'),
      at(''),
      at('&radius=100'),
    ])
    const far = (body: typeof ten, miles: number) =>
      body.dealers.filter((d) => d.searchInfo.kind === 'radius' && d.distance > miles)
    expect(far(ten, 10)).toEqual([])
    expect(far(fifty, 50)).toEqual([])
    expect(ten.count).toBeLessThan(fifty.count)
    expect(far(fifty, 10).length).toBeGreaterThan(0)
    expect(preset).toEqual(fifty)
    expect(hundred.count).toBeGreaterThanOrEqual(fifty.count)
  })

  it('sorts by rating or review count when asked, randomizing no bucket', async () => {
    const at = async (sort: string) =>
      dealerSearchResponseSchema.parse(
        await (await search(`brand=ALD&zipcode=10001&sort=${sort}`, ratedDeps())).json(),
      )
    const [rating, reviews, distance] = await Promise.all([at('rating'), at('reviews'), at('distance')])
    const ratings = rating.dealers.map((d) => d.metaData.average_rating)
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings)
    const counts = reviews.dealers.map((d) => d.metaData.total_review_count)
    expect([...counts].sort((a, b) => b - a)).toEqual(counts)
    expect(rating.randomizeBuckets).toEqual([])
    expect(distance.randomizeBuckets).not.toEqual([])
    expect(new Set(ratings).size).toBeGreaterThan(3)
    const sameSet = (a: typeof rating) => a.dealers.map((d) => d.data.companyID).sort()
    expect(sameSet(rating)).toEqual(sameSet(distance))
    expect(sameSet(reviews)).toEqual(sameSet(distance))
  })

  it('keeps each sort and radius apart in the response cache', async () => {
    const text = async (query: string) =>
      (await search(`brand=ALD&zipcode=60614&${query}`, ratedDeps())).text()
    const first = await text('sort=reviews&radius=25')
    expect(await text('sort=rating&radius=25')).not.toEqual(first)
    expect(await text('sort=reviews&radius=10')).not.toEqual(first)
    expect(await text('sort=reviews&radius=25')).toEqual(first)
  })

  it('answers 400 for a sort or radius it does not offer', async () => {
    const res = await search('brand=ALD&zipcode=10001&sort=cheapest&radius=7')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Invalid request',
      fields: {
        sort: 'sort must be one of distance, rating, reviews',
        radius: 'radius must be one of 10, 25, 50, 100 (miles)',
      },
    })
  })

  it('turns a failure into a 500 whose log holds no query values', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = deps({ index: async () => Promise.reject(new Error('database down')) })
    const res = await search(
      'brand=ALD&zipcode=10001&mtaAnonymousId=secret-visitor-id&url=https%3A%2F%2Fx.example',
      failing,
    )
    expect(res.status).toBe(500)
    const logged = JSON.stringify(log.mock.calls)
    expect(logged).toContain('database down')
    expect(logged).not.toContain('secret-visitor-id')
    expect(logged).not.toContain('10001')
  })
})

describe('dealer lookup handler', () => {
  it('answers one record, 404 for an unknown id', async () => {
    const res = await lookup('brand=ALD&cid=100001')
    expect(res.status).toBe(200)
    expect(dealerRecordSchema.parse(await res.json()).data.companyID).toBe(100001)
    expect((await lookup('brand=ALD&cid=999')).status).toBe(404)
  })
})

describe('dealer reviews handler', () => {
  it('answers a page, 404 for an unknown id', async () => {
    const found = await reviews('100001')
    expect(found.status).toBe(200)
    expect(dealerReviewsResponseSchema.parse(await found.json())).toMatchObject({ page: 1, reviews: [] })
    expect((await reviews('5')).status).toBe(404)
  })
})

describe('malformed requests', () => {
  it('all get a 4xx, never a 5xx', async () => {
    const cases = malformedDealerQueries()
    expect(cases.length).toBeGreaterThan(250)
    for (const c of cases) {
      const res =
        c.endpoint === 'search'
          ? await search(c.query)
          : c.endpoint === 'lookup'
            ? await lookup(c.query)
            : await reviews(c.companyId ?? '', c.query)
      expect([c, res.status]).toEqual([c, 400])
    }
  })
})

describe('a dealer that keeps its address private (showAddress false)', () => {
  const docs = network.dealers.map((d, i) => asDealerDocument(d, i + 1))
  const byCompany = new Map(docs.map((d) => [d.data.companyID, d]))
  const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9

  it('is answered by the search with no street lines and coordinates rounded to about 1 km', async () => {
    // The home zip of a private dealer whose results also list a dealer that shows its address.
    const answers = docs
      .filter((d) => d.data.showAddress === false)
      .map(async (d) => {
        const res = await search(`brand=ALD&zipcode=${encodeURIComponent(d.data.zipcode ?? '')}`)
        return dealerSearchResponseSchema.parse(await res.json())
      })
    const body = (await Promise.all(answers)).find((answer) =>
      answer.dealers.some((d) => byCompany.get(d.data.companyID)?.data.showAddress === true),
    )!
    const hidden = body.dealers.filter((d) => byCompany.get(d.data.companyID)?.data.showAddress === false)
    expect(hidden.length).toBeGreaterThan(0)
    for (const d of hidden) {
      const stored = byCompany.get(d.data.companyID)!
      expect(stored.data.addressLine1).toBeTruthy()
      expect([d.data.addressLine1, d.data.addressLine2]).toEqual([null, null])
      expect(twoDecimals(d.location.lat) && twoDecimals(d.location.lon)).toBe(true)
      expect(Math.abs(d.location.lat - stored.location.lat)).toBeLessThanOrEqual(0.005)
      expect(Math.abs(d.location.lon - stored.location.lon)).toBeLessThanOrEqual(0.005)
      // The rest of the record is the dealer's own: town, zip, phone, hours.
      expect(d.data).toMatchObject({
        city: stored.data.city,
        state: stored.data.state,
        zipcode: stored.data.zipcode,
        phone1: stored.data.phone1,
        showAddress: false,
      })
      const text = JSON.stringify(d)
      expect(text).not.toContain(stored.data.addressLine1)
      expect(text).not.toContain(String(stored.location.lat))
    }
    const shown = body.dealers.find((d) => byCompany.get(d.data.companyID)?.data.showAddress === true)
    const own = byCompany.get(shown!.data.companyID)!
    expect(shown).toMatchObject({ data: { addressLine1: own.data.addressLine1 }, location: own.location })
  })

  it('is answered by the lookup the same way', async () => {
    const hidden = docs.find((d) => d.data.showAddress === false)!
    const record = dealerRecordSchema.parse(
      await (await lookup(`brand=ALD&cid=${hidden.data.companyID}`)).json(),
    )
    expect([record.data.addressLine1, record.data.addressLine2]).toEqual([null, null])
    expect(record.location).toEqual({
      lat: Math.round(hidden.location.lat * 100) / 100,
      lon: Math.round(hidden.location.lon * 100) / 100,
    })
  })

  it('keeps its distance measured from where it really is', async () => {
    const exact = indexFromDocs(docs.map((d) => ({ ...d, data: { ...d.data, showAddress: true } })))
    const [a, b] = await Promise.all(
      [index, exact].map(async (idx) =>
        dealerSearchResponseSchema.parse(
          await (await search('brand=ALD&zipcode=10001', deps({ index: async () => idx }))).json(),
        ),
      ),
    )
    expect(a?.dealers.map((d) => [d.data.companyID, d.distance])).toEqual(
      b?.dealers.map((d) => [d.data.companyID, d.distance]),
    )
  })
})

describe('links stored on a dealer', () => {
  it('are never answered when unsafe, whatever their case or disguise', async () => {
    const [first, ...rest] = network.dealers.map((d, i) => asDealerDocument(d, i + 1))
    const unsafe = {
      ...first!,
      data: { ...first!.data, financeURL: 'JaVaScRiPt:alert(document.cookie)' },
      metaData: { ...first!.metaData, dealer_url: 'java\tscript:alert(1)' },
    }
    const idx = indexFromDocs([unsafe, ...rest])
    const res = await createDealerLookupHandler(deps({ index: async () => idx }))(
      new Request(`http://localhost/api/v1/dealers/lookup?brand=ALD&cid=${unsafe.data.companyID}`),
      undefined,
    )
    const record = dealerRecordSchema.parse(await res.json())
    expect([record.data.financeURL, record.metaData.dealer_url]).toEqual([null, null])
    const safe = dealerRecordSchema.parse(
      await (await lookup(`brand=ALD&cid=${rest[0]!.data.companyID}`)).json(),
    )
    expect(safe.data.financeURL ?? safe.metaData.dealer_url).toMatch(/^https:\/\//)
  })
})
