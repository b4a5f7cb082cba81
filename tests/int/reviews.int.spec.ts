import { Forbidden, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as retrieveReviews } from '@/app/api/v1/reviews/dealers/retrieve-reviews/[companyId]/route'
import { dealerReviewsResponseSchema } from '@/domain/dealers/responseSchemas'
import { testDealer } from '../fixtures/dealers/dealerData'

import { getTestPayload, testContext } from '../fixtures/payload'

/** Company ids of the dealers this file creates; each test makes its own dealers from a range of its own. */
const FIRST_ID = 910000
const LAST_ID = 910099

let payload: Payload
let n = 0

const get = async (companyId: string, query = '') => {
  const req = new Request(`http://localhost/api/v1/reviews/dealers/retrieve-reviews/${companyId}?${query}`, {
    headers: { 'x-forwarded-for': `10.2.0.${n++ & 255}` },
  })
  const res = await retrieveReviews(req, { params: Promise.resolve({ companyId }) })
  return { status: res.status, res, body: await res.json() }
}
const dealer = async (companyID: number) =>
  (
    await payload.create({
      collection: 'dealers',
      data: testDealer(companyID, 40, -100),
      context: testContext,
    })
  ).id
const meta = async (id: number) => (await payload.findByID({ collection: 'dealers', id })).metaData
const review = (dealerId: number, rating: number, day: number) =>
  payload.create({
    collection: 'dealer-reviews',
    data: {
      dealer: dealerId,
      rating,
      author_name: `Tavrin ${String.fromCharCode(65 + day)}.`,
      date: `2025-01-${String(day).padStart(2, '0')}T12:00:00.000Z`,
      text: `Demo review ${day}`,
    },
    context: testContext,
  })

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  // Deleting a dealer deletes its reviews (tested below).
  await payload.delete({
    collection: 'dealers',
    where: { 'data.companyID': { greater_than_equal: FIRST_ID, less_than_equal: LAST_ID } },
    context: testContext,
  })
})

describe('review hooks keep the dealer rating in step', () => {
  it('on create, update, move and delete', async () => {
    const dealerA = await dealer(910001)
    const dealerB = await dealer(910002)
    const r1 = await review(dealerA, 5, 1)
    const r2 = await review(dealerA, 4, 2)
    await review(dealerA, 2, 3)
    expect(await meta(dealerA)).toMatchObject({
      average_rating: 3.7,
      total_review_count: 3,
      dealer_url: 'https://dealer-910001.example',
    })
    await payload.update({
      collection: 'dealer-reviews',
      id: r1.id,
      data: { rating: 2 },
      context: testContext,
    })
    expect(await meta(dealerA)).toMatchObject({ average_rating: 2.7, total_review_count: 3 })
    await payload.update({
      collection: 'dealer-reviews',
      id: r2.id,
      data: { dealer: dealerB },
      context: testContext,
    })
    expect(await meta(dealerA)).toMatchObject({ average_rating: 2, total_review_count: 2 })
    expect(await meta(dealerB)).toMatchObject({ average_rating: 4, total_review_count: 1 })
    await payload.delete({ collection: 'dealer-reviews', id: r2.id, context: testContext })
    expect(await meta(dealerB)).toMatchObject({ average_rating: 0, total_review_count: 0 })
  })
})

describe('GET /api/v1/reviews/dealers/retrieve-reviews/{companyId}', () => {
  it('pages reviews newest first with their metadata', async () => {
    const id = await dealer(910011)
    await review(id, 2, 1)
    await review(id, 2, 3)
    for (let day = 4; day <= 15; day++) await review(id, 5, day)
    const { status, res, body } = await get('910011')
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('s-maxage')
    const page = dealerReviewsResponseSchema.parse(body)
    expect(page).toMatchObject({
      page: 1,
      pageAmount: 10,
      totalPages: 2,
      metadata: { total_review_count: 14 },
    })
    expect(page.metadata.average_rating).toBeCloseTo((2 + 2 + 12 * 5) / 14, 1)
    expect(page.reviews).toHaveLength(10)
    expect(page.reviews[0]).toEqual({
      author_name: 'Tavrin P.',
      rating: 5,
      date: '2025-01-15T12:00:00.000Z',
      text: 'Demo review 15',
      owner_response: null,
      owner_response_date: null,
    })
    const second = dealerReviewsResponseSchema.parse((await get('910011', 'page=2')).body)
    expect(second.reviews.map((r) => r.date.slice(8, 10))).toEqual(['05', '04', '03', '01'])
    expect(dealerReviewsResponseSchema.parse((await get('910011', 'page=3')).body).reviews).toEqual([])
    expect((await get('910011', 'pageAmount=500')).body).toMatchObject({ pageAmount: 50 })
  })

  it('answers 404 for an unknown company and 400 for a malformed one', async () => {
    const unknown = await get('123')
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Unknown dealer' } })
    const bad = await get('12ab', 'page=0')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['companyId', 'page'])
  })
})

describe('deleting a dealer', () => {
  it('deletes its reviews with it', async () => {
    const id = await dealer(910021)
    await review(id, 5, 1)
    await review(id, 3, 2)
    await payload.delete({ collection: 'dealers', id, context: testContext })
    const left = await payload.find({
      collection: 'dealer-reviews',
      where: { author_name: { exists: true } },
      pagination: false,
    })
    expect(left.docs.filter((r) => (typeof r.dealer === 'object' ? r.dealer?.id : r.dealer) === id)).toEqual(
      [],
    )
    expect(left.docs.every((r) => r.dealer != null)).toBe(true)
  })
})

describe('access through Payload’s generic API', () => {
  it('keeps reviews and dealers staff-only (visitors search through /api/v1)', async () => {
    await review(await dealer(910031), 4, 1)
    await expect(payload.find({ collection: 'dealer-reviews', overrideAccess: false })).rejects.toThrow(
      Forbidden,
    )
    await expect(payload.find({ collection: 'dealers', overrideAccess: false, limit: 1 })).rejects.toThrow(
      Forbidden,
    )
    await expect(
      payload.create({
        collection: 'dealers',
        data: testDealer(910032, 40, -100),
        overrideAccess: false,
        context: testContext,
      }),
    ).rejects.toThrow(Forbidden)
  })
})
