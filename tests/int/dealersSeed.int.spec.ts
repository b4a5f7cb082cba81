import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as locations } from '@/app/api/v1/dealers/locations/route'
import { GET as lookup } from '@/app/api/v1/dealers/lookup/route'
import { GET as retrieveReviews } from '@/app/api/v1/reviews/dealers/retrieve-reviews/[companyId]/route'
import { DEMO_ZIPS, seedDealers } from '@/cms/seed/dealers'
import {
  dealerRecordSchema,
  dealerReviewsResponseSchema,
  dealerSearchResponseSchema,
} from '@/domain/dealers/responseSchemas'
import { summarizeRatings } from '@/domain/dealers/reviewSummary'
import { clearAllDealers } from '../fixtures/dealers/clearDealers'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
let n = 0
const get = async (handler: typeof locations, path: string) => {
  const res = await handler(
    new Request(`http://localhost${path}`, { headers: { 'x-forwarded-for': `10.3.0.${n++ & 255}` } }),
    undefined,
  )
  return { status: res.status, body: await res.json() }
}
const search = async (zip: string) => {
  const { status, body } = await get(
    locations,
    `/api/v1/dealers/locations?brand=ALD&zipcode=${encodeURIComponent(zip)}`,
  )
  return { status, body: dealerSearchResponseSchema.parse(body) }
}

/** The first seeding of an empty database, timed; every test below reads the network it made. */
let seeded: { dealers: number; reviews: number; seconds: number }

beforeAll(async () => {
  payload = await getTestPayload()
  await clearAllDealers(payload)
  const started = performance.now()
  const counts = await seedDealers(payload)
  seeded = { ...counts, seconds: (performance.now() - started) / 1000 }
  console.log(
    `dealer seed: ${seeded.dealers} dealers, ${seeded.reviews} reviews in ${seeded.seconds.toFixed(1)} s`,
  )
})

afterAll(async () => {
  await clearAllDealers(payload)
})

describe('seedDealers', () => {
  it('seeds the demo network once', async () => {
    expect(seeded.dealers).toBe(2500)
    expect(seeded.reviews).toBeGreaterThan(20_000)
    expect((await payload.count({ collection: 'dealers' })).totalDocs).toBe(2500)
    expect((await payload.count({ collection: 'dealer-reviews' })).totalDocs).toBe(seeded.reviews)
    expect(await seedDealers(payload)).toEqual({ dealers: 0, reviews: 0 })
    expect((await payload.count({ collection: 'dealers' })).totalDocs).toBe(2500)
  })

  it('stores records the Local API reads back whole, with ratings matching the reviews', async () => {
    const dealer = (
      await payload.find({ collection: 'dealers', where: { 'data.companyID': { equals: 100200 } } })
    ).docs[0]
    expect(dealer?.isDemo).toBe(true)
    expect(dealer?.data.dealerInfo?.data?.weekHours?.mon).toBeTruthy()
    const reviews = await payload.find({
      collection: 'dealer-reviews',
      where: { dealer: { equals: dealer?.id } },
      pagination: false,
    })
    expect(reviews.totalDocs).toBeGreaterThan(0)
    // The seed writes the rating summary itself, without the review hooks: it must agree with the reviews.
    const fromReviews = summarizeRatings(reviews.docs.map((r) => r.rating))
    expect(dealer?.metaData).toMatchObject(fromReviews)
    const res = await retrieveReviews(
      new Request('http://localhost/api/v1/reviews/dealers/retrieve-reviews/100200'),
      {
        params: Promise.resolve({ companyId: '100200' }),
      },
    )
    const page = dealerReviewsResponseSchema.parse(await res.json())
    expect(page.metadata).toEqual(fromReviews)
    expect(page.reviews.length).toBe(Math.min(10, reviews.totalDocs))
  })

  it('answers the documented demo zips', async () => {
    const dense = await search(DEMO_ZIPS.denseMetro)
    expect(dense.body).toMatchObject({ zipcode: '10001', city: 'New York', state: 'NY', count: 30 })
    expect(dense.body.dealers[0]?.searchInfo.kind).toBe('territory')
    expect(dense.body.randomizeBuckets.length).toBeGreaterThan(0)

    const canadian = await search(DEMO_ZIPS.canadian)
    expect(canadian.body).toMatchObject({ zipcode: 'M5V 3L9', state: 'ON' })
    expect(canadian.body.count).toBeGreaterThan(5)
    expect(canadian.body.dealers[0]?.searchInfo.kind).toBe('territory')

    const single = await search(DEMO_ZIPS.singleDealer)
    expect(single.body).toMatchObject({ zipcode: '99723', state: 'AK', count: 1 })
    const companyId = single.body.dealers[0]?.data.companyID
    const found = await get(lookup, `/api/v1/dealers/lookup?brand=ALD&cid=${companyId}`)
    expect(dealerRecordSchema.parse(found.body).data.zipcode).toBe('99723')

    const none = (await search(DEMO_ZIPS.noDealers)).body
    expect(none).toMatchObject({ zipcode: '89301', city: 'Ely', state: 'NV', count: 3, randomizeBuckets: [] })
    for (const dealer of none.dealers) {
      expect(dealer.searchInfo.kind).toBe('nearest')
      expect(dealer.distance).toBeGreaterThan(100)
      expect(dealer.distance).toBeLessThanOrEqual(250)
    }
    expect((await search(DEMO_ZIPS.nothingNear)).body).toMatchObject({ zipcode: '96910', count: 0 })
  })

  it('keeps the index right after an editor changes a seeded dealer', async () => {
    const dense = await search(DEMO_ZIPS.denseMetro)
    const first = dense.body.dealers[0]?.data.companyID
    const doc = (
      await payload.find({ collection: 'dealers', where: { 'data.companyID': { equals: first } } })
    ).docs[0]
    await payload.update({
      collection: 'dealers',
      id: doc?.id ?? 0,
      data: { data: { name: 'Renamed Demo Dealer' } },
      context: testContext,
    })
    const again = await search(DEMO_ZIPS.denseMetro)
    expect(again.body.dealers.find((d) => d.data.companyID === first)?.data.name).toBe('Renamed Demo Dealer')
  })
})
