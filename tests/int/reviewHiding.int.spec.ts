import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as retrieveReviews } from '@/app/api/v1/reviews/dealers/retrieve-reviews/[companyId]/route'
import { HIDE_REASON_REQUIRED } from '@/cms/collections/DealerReviews/hiding'
import { dealerReviewsResponseSchema } from '@/domain/dealers/responseSchemas'

import { testDealer } from '../fixtures/dealers/dealerData'
import { getTestPayload, testContext } from '../fixtures/payload'

/** Company ids of the dealers this file creates. */
const FIRST_ID = 910200
const LAST_ID = 910299

let payload: Payload
let n = 0

const publicReviews = async (companyId: number) => {
  const req = new Request(`http://localhost/api/v1/reviews/dealers/retrieve-reviews/${companyId}`, {
    headers: { 'x-forwarded-for': `10.3.0.${n++ & 255}` },
  })
  const res = await retrieveReviews(req, { params: Promise.resolve({ companyId: String(companyId) }) })
  return dealerReviewsResponseSchema.parse(await res.json())
}

const createDealer = async (companyID: number) =>
  (
    await payload.create({
      collection: 'dealers',
      data: testDealer(companyID, 41, -101),
      context: testContext,
    })
  ).id

const createReview = (dealer: number, rating: number, author: string) =>
  payload.create({
    collection: 'dealer-reviews',
    data: {
      dealer,
      rating,
      author_name: author,
      date: '2025-03-01T12:00:00.000Z',
      text: `${author} wrote this.`,
    },
    context: testContext,
  })

const hide = (id: number, data: { hidden: boolean; hiddenReason?: string | null; hiddenBy?: string }) =>
  payload.update({ collection: 'dealer-reviews', id, data, context: testContext })

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.delete({
    collection: 'dealers',
    where: { 'data.companyID': { greater_than_equal: FIRST_ID, less_than_equal: LAST_ID } },
    context: testContext,
  })
})

describe('a review staff hide', () => {
  it('leaves the dealer’s public reviews and rating, and comes back when shown again', async () => {
    const dealer = await createDealer(910201)
    await createReview(dealer, 5, 'Mara K.')
    await createReview(dealer, 4, 'Ilse T.')
    const unfair = await createReview(dealer, 1, 'Not a customer')
    expect((await publicReviews(910201)).metadata).toEqual({ average_rating: 3.3, total_review_count: 3 })

    const hidden = await hide(unfair.id, { hidden: true, hiddenReason: 'Not a customer of this dealer.' })
    expect(hidden.hiddenAt).toBeTruthy()
    const shown = await publicReviews(910201)
    expect(shown.reviews.map((r) => r.author_name).sort()).toEqual(['Ilse T.', 'Mara K.'])
    expect(shown.metadata).toEqual({ average_rating: 4.5, total_review_count: 2 })

    const back = await hide(unfair.id, { hidden: false })
    expect(back).toMatchObject({ hiddenReason: null, hiddenBy: null, hiddenAt: null })
    expect((await publicReviews(910201)).metadata).toEqual({ average_rating: 3.3, total_review_count: 3 })
  })

  it('needs a reason, and records who hid it whatever a request says', async () => {
    const dealer = await createDealer(910202)
    const review = await createReview(dealer, 2, 'Jon P.')
    try {
      await hide(review.id, { hidden: true, hiddenReason: '  ' })
      throw new Error('hidden without a reason')
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).data.errors).toMatchObject([
        { path: 'hiddenReason', message: HIDE_REASON_REQUIRED },
      ])
    }
    expect((await payload.findByID({ collection: 'dealer-reviews', id: review.id })).hidden).toBe(false)

    const hidden = await hide(review.id, {
      hidden: true,
      hiddenReason: 'Abusive language.',
      hiddenBy: 'someone@else.example',
    })
    // No signed-in user in this call: the record says the system hid it, not what the request claimed.
    expect(hidden.hiddenBy).toBe('system')
    expect(hidden.hiddenReason).toBe('Abusive language.')
  })
})
