import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as lookup } from '@/app/api/v1/dealers/lookup/route'
import { GET as retrieveReviews } from '@/app/api/v1/reviews/dealers/retrieve-reviews/[companyId]/route'
import { dealerRecordSchema, dealerReviewsResponseSchema } from '@/domain/dealers/responseSchemas'

import { apiRequest } from '../fixtures/dealers/denverDealers'
import { testDealer } from '../fixtures/dealers/dealerData'
import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

/**
 * Reviews come from the review provider: no role may change what a reviewer wrote, add a review or delete
 * one through Payload's REST API or the admin. Staff only hide a review, with a reason.
 */
const COMPANY = 910301
const OTHER_COMPANY = 910302
const stamp = Date.now()

let payload: Payload
let dealer: number
let otherDealer: number
const sessions: Record<'admin' | 'editor', Record<string, string>> = { admin: {}, editor: {} }

const staff = async (role: 'admin' | 'editor') => {
  const email = `reviews-${role}-${stamp}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: `reviews-${role}-password`, roles: [role] },
    context: testContext,
  })
  return browserSession(await signInCookie(email, `reviews-${role}-password`, '203.0.113.77'))
}

const createReview = (rating: number, author: string) =>
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

/** The rating the site shows: the dealer record the locator gets, and the reviews dialog's summary. */
const siteRating = async () => {
  const record = dealerRecordSchema.parse(
    await (await lookup(apiRequest(`/api/v1/dealers/lookup?brand=ALD&cid=${COMPANY}`), undefined)).json(),
  )
  const reviews = dealerReviewsResponseSchema.parse(
    await (
      await retrieveReviews(apiRequest(`/api/v1/reviews/dealers/retrieve-reviews/${COMPANY}`), {
        params: Promise.resolve({ companyId: String(COMPANY) }),
      })
    ).json(),
  )
  expect(reviews.metadata.average_rating).toBe(record.metaData.average_rating)
  return record.metaData
}

/** The rating column of the admin's dealer list (Payload's REST list, as the admin reads it). */
const adminListRating = async () => {
  const res = await rest(
    `/api/dealers?where[data.companyID][equals]=${COMPANY}&depth=0&select[metaData]=true`,
    { headers: sessions.admin },
  )
  expect(res.status).toBe(200)
  const body = (await res.json()) as {
    docs: { metaData: { average_rating: number; total_review_count: number } }[]
  }
  const meta = body.docs[0]?.metaData
  return meta && { average_rating: meta.average_rating, total_review_count: meta.total_review_count }
}

beforeAll(async () => {
  payload = await getTestPayload()
  for (const id of [COMPANY, OTHER_COMPANY]) {
    const doc = await payload.create({
      collection: 'dealers',
      data: testDealer(id, 41.5, -102),
      context: testContext,
    })
    if (id === COMPANY) dealer = doc.id
    else otherDealer = doc.id
  }
  sessions.admin = await staff('admin')
  sessions.editor = await staff('editor')
})

afterAll(async () => {
  await payload.delete({
    collection: 'dealers',
    where: { 'data.companyID': { in: [COMPANY, OTHER_COMPANY] } },
    context: testContext,
  })
})

describe('a review’s own fields', () => {
  it.each(['admin', 'editor'] as const)(
    'are ignored in a PATCH from an %s: the review and the site’s rating stay as the provider sent them',
    async (role) => {
      const review = await createReview(2, `Two Stars ${role}`)
      const before = await siteRating()
      const res = await rest(`/api/dealer-reviews/${review.id}`, {
        method: 'PATCH',
        headers: sessions[role],
        body: {
          rating: 5,
          text: 'great service!',
          author_name: 'Someone Else',
          date: '2026-01-01T00:00:00.000Z',
          owner_response: 'Thanks!',
          owner_response_date: '2026-01-02T00:00:00.000Z',
          dealer: otherDealer,
          isDemo: true,
        },
      })
      expect(res.status).toBe(200)
      const stored = await payload.findByID({ collection: 'dealer-reviews', id: review.id, depth: 0 })
      expect(stored).toMatchObject({
        rating: 2,
        text: `Two Stars ${role} wrote this.`,
        author_name: `Two Stars ${role}`,
        date: '2025-03-01T12:00:00.000Z',
        owner_response: null,
        owner_response_date: null,
        dealer,
        isDemo: false,
      })
      expect(await siteRating()).toEqual(before)
    },
  )

  it('show as read-only in the admin, where only hiding and its reason can be changed', async () => {
    const review = await createReview(3, 'Read Only')
    const res = await rest(`/api/dealer-reviews/access/${review.id}`, {
      method: 'POST',
      headers: sessions.editor,
    })
    expect(res.status).toBe(200)
    // Payload's sanitised permissions, as the admin reads them to draw each field: a denied action is left out.
    const access = (await res.json()) as {
      create?: boolean
      delete?: boolean
      fields: Record<string, { update?: boolean }>
    }
    const canUpdate = Object.fromEntries(
      Object.entries(access.fields).map(([name, f]) => [name, f.update === true]),
    )
    expect(canUpdate).toMatchObject({
      dealer: false,
      author_name: false,
      rating: false,
      date: false,
      text: false,
      owner_response: false,
      owner_response_date: false,
      isDemo: false,
      hidden: true,
      hiddenReason: true,
    })
    expect([access.create === true, access.delete === true]).toEqual([false, false])
  })

  it('cannot be added or deleted through the REST API by any role', async () => {
    const review = await createReview(4, 'Stays Put')
    for (const role of ['admin', 'editor'] as const) {
      const created = await rest('/api/dealer-reviews', {
        method: 'POST',
        headers: sessions[role],
        body: { dealer, rating: 5, author_name: 'Fake Fan', date: '2025-04-01T00:00:00.000Z' },
      })
      expect(created.status, role).toBe(403)
      const deleted = await rest(`/api/dealer-reviews/${review.id}`, {
        method: 'DELETE',
        headers: sessions[role],
      })
      expect(deleted.status, role).toBe(403)
    }
    const left = await payload.find({
      collection: 'dealer-reviews',
      where: { dealer: { equals: dealer }, author_name: { in: ['Fake Fan', 'Stays Put'] } },
    })
    expect(left.docs.map((r) => r.author_name)).toEqual(['Stays Put'])
  })
})

describe('hiding a review', () => {
  it('works from the admin with a reason, and the admin list then shows the rating the site shows', async () => {
    const unfair = await createReview(1, 'Not A Customer')
    const res = await rest(`/api/dealer-reviews/${unfair.id}`, {
      method: 'PATCH',
      headers: sessions.editor,
      // The admin's form sends every field back with the change; the provider's values pass through untouched.
      body: { ...unfair, hidden: true, hiddenReason: 'Not a customer of this dealer.' },
    })
    expect(res.status).toBe(200)
    const hidden = await payload.findByID({ collection: 'dealer-reviews', id: unfair.id, depth: 0 })
    expect(hidden).toMatchObject({ hidden: true, hiddenReason: 'Not a customer of this dealer.', rating: 1 })
    const site = await siteRating()
    expect(await adminListRating()).toEqual({
      average_rating: site.average_rating,
      total_review_count: site.total_review_count,
    })
    const shown = await payload.find({
      collection: 'dealer-reviews',
      where: { dealer: { equals: dealer }, hidden: { equals: false } },
      pagination: false,
    })
    const ratings = shown.docs.map((r) => r.rating)
    expect(site.total_review_count).toBe(ratings.length)
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length
    expect(site.average_rating).toBe(Math.round(mean * 10) / 10)
  })

  it('keeps the recounted rating when a dealer form opened before the hide is saved after it', async () => {
    const review = await createReview(1, 'Opened Before')
    const [opened] = (
      await payload.find({ collection: 'dealers', where: { id: { equals: dealer } }, depth: 0 })
    ).docs
    const before = await siteRating()
    expect(opened!.metaData?.average_rating).toBe(before.average_rating)
    await rest(`/api/dealer-reviews/${review.id}`, {
      method: 'PATCH',
      headers: sessions.admin,
      body: { hidden: true, hiddenReason: 'Left on the wrong dealer.' },
    })
    const afterHide = await siteRating()
    expect(afterHide.average_rating).toBeGreaterThan(before.average_rating)
    // The dealer's form still holds the rating from when it was opened, and sends it back with the edit.
    const saved = await rest(`/api/dealers/${dealer}`, {
      method: 'PATCH',
      headers: sessions.editor,
      body: { data: { ...opened!.data, phone2: '3035550199' }, metaData: opened!.metaData },
    })
    expect(saved.status).toBe(200)
    const site = await siteRating()
    expect(site).toMatchObject({
      average_rating: afterHide.average_rating,
      total_review_count: afterHide.total_review_count,
    })
    expect(await adminListRating()).toEqual({
      average_rating: site.average_rating,
      total_review_count: site.total_review_count,
    })
  })

  it('is the only way to move a dealer’s rating: staff cannot type one', async () => {
    const before = await siteRating()
    const res = await rest(`/api/dealers/${dealer}`, {
      method: 'PATCH',
      headers: sessions.admin,
      body: { metaData: { average_rating: 5, total_review_count: 999 } },
    })
    expect(res.status).toBe(200)
    expect(await siteRating()).toEqual(before)
    expect(await adminListRating()).toEqual({
      average_rating: before.average_rating,
      total_review_count: before.total_review_count,
    })
  })

  it('still needs a reason', async () => {
    const review = await createReview(5, 'No Reason')
    const res = await rest(`/api/dealer-reviews/${review.id}`, {
      method: 'PATCH',
      headers: sessions.editor,
      body: { hidden: true },
    })
    expect(res.status).toBe(400)
    expect((await payload.findByID({ collection: 'dealer-reviews', id: review.id })).hidden).toBe(false)
  })
})
