import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'

type SearchResponse = {
  zipcode: string
  city: string | null
  state: string | null
  count: number
  randomizeBuckets: number[]
  dealers: { data: { companyID: number }; searchInfo: { kind: string; bucket: number }; distance: number }[]
}

const search = async (request: APIRequestContext, zipcode: string) => {
  const res = await request.get(`/api/v1/dealers/locations?brand=ALD&zipcode=${encodeURIComponent(zipcode)}`)
  return { status: res.status(), body: (await res.json()) as SearchResponse }
}

// The demo zips the README documents, answered by the production build from the seeded network.
test.describe('the demo zips', () => {
  test('10001 is a dense metro with territory dealers first', async ({ request }) => {
    const { status, body } = await search(request, '10001')
    expect(status).toBe(200)
    expect(body).toMatchObject({ zipcode: '10001', state: 'NY', count: 30 })
    expect(body.dealers[0]?.searchInfo.kind).toBe('territory')
  })

  test('M5V 3L9 answers Canadian dealers with a two-letter province', async ({ request }) => {
    const { body } = await search(request, 'M5V 3L9')
    expect(body.state).toBe('ON')
    expect(body.count).toBe(16)
  })

  test('99723 has exactly one dealer, 89301 none but the nearest farther away, 96910 nothing within 250 miles', async ({
    request,
  }) => {
    expect((await search(request, '99723')).body.count).toBe(1)
    const farther = await search(request, '89301')
    expect(farther.status).toBe(200)
    expect(farther.body.count).toBe(3)
    expect(farther.body.dealers.every((d) => d.searchInfo.kind === 'nearest' && d.distance > 100)).toBe(true)
    const none = await search(request, '96910')
    expect(none.status).toBe(200)
    expect(none.body).toMatchObject({ count: 0, dealers: [] })
  })

  test('a malformed zip gets 400 with a field message, and lookup and reviews answer for a found dealer', async ({
    request,
  }) => {
    const bad = await request.get('/api/v1/dealers/locations?brand=ALD&zipcode=1234')
    expect(bad.status()).toBe(400)
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.zipcode).toEqual(
      expect.any(String),
    )

    const cid = (await search(request, '99723')).body.dealers[0]!.data.companyID
    const lookup = await request.get(`/api/v1/dealers/lookup?brand=ALD&cid=${cid}`)
    expect(lookup.status()).toBe(200)
    const reviews = await request.get(`/api/v1/reviews/dealers/retrieve-reviews/${cid}?page=1&pageAmount=10`)
    expect(reviews.status()).toBe(200)
    const json = (await reviews.json()) as { reviews: unknown[]; metadata: { total_review_count: number } }
    expect(json.reviews.length).toBe(Math.min(10, json.metadata.total_review_count))
  })
})
