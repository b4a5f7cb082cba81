import { describe, expect, it } from 'vitest'

import {
  dealerRecordSchema,
  dealerReviewsResponseSchema,
  dealerSearchResponseSchema,
} from './responseSchemas'

const record = {
  data: { companyID: 4101, name: 'North Bay Heating', city: 'Duluth', country: 'US', score: 12 },
  metaData: { dealer_url: null, average_rating: 4.5, total_review_count: 2, priority_ranking: null },
  location: { lat: 46.78, lon: -92.1 },
}
const found = { ...record, searchInfo: { kind: 'territory', bucket: 2 }, distance: 3.4 }
const search = {
  zipcode: '55802',
  city: 'Duluth',
  state: 'MN',
  count: 1,
  randomizeBuckets: [],
  dealers: [found],
}

const issues = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []

describe('dealer response schemas', () => {
  it('accept a record and a search answer of the documented shape', () => {
    expect(issues(dealerRecordSchema.safeParse(record))).toEqual([])
    expect(issues(dealerSearchResponseSchema.safeParse(search))).toEqual([])
  })

  it('refuse storage details that must not reach a visitor', () => {
    expect(issues(dealerRecordSchema.safeParse({ ...record, id: 7, updatedAt: '2025-01-01' }))).toEqual([
      ': Unrecognized keys: "id", "updatedAt"',
    ])
  })

  it('refuse a count that disagrees with the dealers listed', () => {
    expect(issues(dealerSearchResponseSchema.safeParse({ ...search, count: 2 }))).toEqual([
      ': count must equal the number of dealers',
    ])
  })

  it('refuse a rating outside 0 to 5 and an unknown result kind', () => {
    const bad = {
      ...search,
      dealers: [
        {
          ...found,
          searchInfo: { kind: 'nearby', bucket: 2 },
          metaData: { ...record.metaData, average_rating: 6 },
        },
      ],
    }
    expect(issues(dealerSearchResponseSchema.safeParse(bad)).map((m) => m.split(':')[0])).toEqual([
      'dealers.0.metaData.average_rating',
      'dealers.0.searchInfo.kind',
    ])
  })

  it('refuse a review page whose review lacks its date', () => {
    const page = {
      reviews: [
        { author_name: 'Mara K.', rating: 5, text: null, owner_response: null, owner_response_date: null },
      ],
      metadata: { average_rating: 5, total_review_count: 1 },
      page: 1,
      pageAmount: 10,
      totalPages: 1,
    }
    expect(issues(dealerReviewsResponseSchema.safeParse(page)).map((m) => m.split(':')[0])).toEqual([
      'reviews.0.date',
    ])
  })
})
