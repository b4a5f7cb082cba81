import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as retrieveReviews } from '@/app/api/v1/reviews/dealers/retrieve-reviews/[companyId]/route'
import { testDealer } from '../fixtures/dealers/dealerData'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
let dealerA = 0
let dealerB = 0
let n = 0

const get = async (companyId: string, query = '') => {
  const req = new Request(`http://localhost/api/v1/reviews/dealers/retrieve-reviews/${companyId}?${query}`, {
    headers: { 'x-forwarded-for': `10.2.0.${n++ & 255}` },
  })
  const res = await retrieveReviews(req, { params: Promise.resolve({ companyId }) })
  return { status: res.status, res, body: await res.json() }
}
const meta = async (id: number) => (await payload.findByID({ collection: 'dealers', id })).metaData
const review = (dealer: number, rating: number, day: number) =>
  payload.create({
    collection: 'dealer-reviews',
    data: {
      dealer,
      rating,
      author_name: `Tavrin ${String.fromCharCode(65 + day)}.`,
      date: `2025-01-${String(day).padStart(2, '0')}T12:00:00.000Z`,
      text: `Demo review ${day}`,
    },
    context: testContext,
  })

beforeAll(async () => {
  payload = await getTestPayload()
  dealerA = (
    await payload.create({ collection: 'dealers', data: testDealer(910001, 40, -100), context: testContext })
  ).id
  dealerB = (
    await payload.create({
      collection: 'dealers',
      data: testDealer(910002, 40.1, -100),
      context: testContext,
    })
  ).id
})

afterAll(async () => {
  await payload.delete({
    collection: 'dealer-reviews',
    where: { dealer: { in: [dealerA, dealerB] } },
    context: testContext,
  })
  await payload.delete({
    collection: 'dealers',
    where: { id: { in: [dealerA, dealerB] } },
    context: testContext,
  })
})

describe('review hooks keep the dealer rating in step', () => {
  it('on create, update, move and delete', async () => {
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
    for (let day = 4; day <= 15; day++) await review(dealerA, 5, day)
    const { status, res, body } = await get('910001')
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('s-maxage')
    expect(body).toMatchObject({
      page: 1,
      pageAmount: 10,
      totalPages: 2,
      metadata: { total_review_count: 14 },
    })
    expect(body.metadata.average_rating).toBeCloseTo((2 + 2 + 12 * 5) / 14, 1)
    expect(body.reviews).toHaveLength(10)
    expect(body.reviews[0]).toEqual({
      author_name: 'Tavrin P.',
      rating: 5,
      date: '2025-01-15T12:00:00.000Z',
      text: 'Demo review 15',
      owner_response: null,
      owner_response_date: null,
    })
    const second = await get('910001', 'page=2')
    expect(second.body.reviews.map((r: { date: string }) => r.date.slice(8, 10))).toEqual([
      '05',
      '04',
      '03',
      '01',
    ])
    expect((await get('910001', 'page=3')).body.reviews).toEqual([])
    expect((await get('910001', 'pageAmount=500')).body).toMatchObject({ pageAmount: 50 })
  })

  it('answers 404 for an unknown company and 400 for a malformed one', async () => {
    expect((await get('123')).status).toBe(404)
    const bad = await get('12ab', 'page=0')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['companyId', 'page'])
  })
})

describe('deleting a dealer', () => {
  it('deletes its reviews with it', async () => {
    const dealer = await payload.create({
      collection: 'dealers',
      data: testDealer(910004, 41, -100),
      context: testContext,
    })
    await review(dealer.id, 5, 1)
    await review(dealer.id, 3, 2)
    await payload.delete({ collection: 'dealers', id: dealer.id, context: testContext })
    const left = await payload.find({
      collection: 'dealer-reviews',
      where: { author_name: { exists: true } },
      pagination: false,
    })
    expect(
      left.docs.filter((r) => (typeof r.dealer === 'object' ? r.dealer?.id : r.dealer) === dealer.id),
    ).toEqual([])
    expect(left.docs.every((r) => r.dealer != null)).toBe(true)
  })
})

describe('access through Payload’s generic API', () => {
  it('keeps reviews staff-only and dealer writes staff-only', async () => {
    await expect(payload.find({ collection: 'dealer-reviews', overrideAccess: false })).rejects.toThrow()
    const dealers = await payload.find({ collection: 'dealers', overrideAccess: false, limit: 1 })
    expect(dealers.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'dealers',
        data: testDealer(910003, 40, -100),
        overrideAccess: false,
        context: testContext,
      }),
    ).rejects.toThrow()
  })
})
