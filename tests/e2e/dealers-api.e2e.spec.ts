import { describe, expect, inject, it } from 'vitest'

const baseURL = inject('baseURL')

type SearchResponse = {
  zipcode: string
  city: string | null
  state: string | null
  count: number
  randomizeBuckets: number[]
  dealers: { data: { companyID: number }; searchInfo: { kind: string; bucket: number }; distance: number }[]
}

const search = async (zipcode: string) => {
  const res = await fetch(`${baseURL}/api/v1/dealers/locations?brand=ALD&zipcode=${encodeURIComponent(zipcode)}`)
  return { status: res.status, body: (await res.json()) as SearchResponse }
}

// The demo zips the README documents, answered by the production build from the seeded network.
describe('the demo zips', () => {
  it('10001 is a dense metro with territory dealers first', async () => {
    const { status, body } = await search('10001')
    expect(status).toBe(200)
    expect(body).toMatchObject({ zipcode: '10001', state: 'NY', count: 30 })
    expect(body.dealers[0]?.searchInfo.kind).toBe('territory')
  })

  it('M5V 3L9 answers Canadian dealers with a two-letter province', async () => {
    const { body } = await search('M5V 3L9')
    expect(body.state).toBe('ON')
    expect(body.count).toBe(18)
  })

  it('99723 has exactly one dealer and 89301 none', async () => {
    expect((await search('99723')).body.count).toBe(1)
    const none = await search('89301')
    expect(none.status).toBe(200)
    expect(none.body).toMatchObject({ count: 0, dealers: [] })
  })

  it('a malformed zip gets 400 with a field message, and lookup and reviews answer for a found dealer', async () => {
    const bad = await fetch(`${baseURL}/api/v1/dealers/locations?brand=ALD&zipcode=1234`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields.zipcode?.length).toBeGreaterThan(0)

    const cid = (await search('99723')).body.dealers[0]!.data.companyID
    const lookup = await fetch(`${baseURL}/api/v1/dealers/lookup?brand=ALD&cid=${cid}`)
    expect(lookup.status).toBe(200)
    const reviews = await fetch(`${baseURL}/api/v1/reviews/dealers/retrieve-reviews/${cid}?page=1&pageAmount=10`)
    expect(reviews.status).toBe(200)
    const json = (await reviews.json()) as { reviews: unknown[]; metadata: { total_review_count: number } }
    expect(json.reviews.length).toBe(Math.min(10, json.metadata.total_review_count))
  })
})
