import { describe, expect, it } from 'vitest'

import { summarizeRatings } from './reviewSummary'

describe('summarizeRatings', () => {
  it('averages to one decimal and counts', () => {
    expect(summarizeRatings([5, 4, 4])).toEqual({ average_rating: 4.3, total_review_count: 3 })
  })
  it('is 0 without reviews', () => {
    expect(summarizeRatings([])).toEqual({ average_rating: 0, total_review_count: 0 })
  })
})
