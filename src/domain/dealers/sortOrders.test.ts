import { describe, expect, it } from 'vitest'

import { isSortOrder, sortDealers } from './sortOrders'

const dealer = (companyID: number, rating: number, reviews: number, distance?: number) => ({
  data: { companyID },
  metaData: { average_rating: rating, total_review_count: reviews },
  ...(distance === undefined ? {} : { distance }),
})

const ids = (list: { data: { companyID: number } }[]) => list.map((d) => d.data.companyID)

const list = [
  dealer(1, 4.2, 10, 5),
  dealer(2, 4.8, 3, 9),
  dealer(3, 4.8, 30, 12),
  dealer(4, 3.9, 80, 1),
  dealer(5, 4.8, 30, 2),
]

describe('sortDealers', () => {
  it('keeps the service’s order for distance (the specification’s ranking)', () => {
    expect(ids(sortDealers(list, 'distance'))).toEqual([1, 2, 3, 4, 5])
  })

  it('puts the best rating first, then more reviews, then nearer', () => {
    expect(ids(sortDealers(list, 'rating'))).toEqual([5, 3, 2, 1, 4])
  })

  it('puts the most reviews first, then the better rating, then nearer', () => {
    expect(ids(sortDealers(list, 'reviews'))).toEqual([4, 5, 3, 1, 2])
  })

  it('leaves the input alone and breaks full ties by company id', () => {
    const tied = [dealer(9, 4, 4, 3), dealer(7, 4, 4, 3)]
    expect(ids(sortDealers(tied, 'rating'))).toEqual([7, 9])
    expect(ids(tied)).toEqual([9, 7])
  })
})

describe('isSortOrder', () => {
  it('knows the three orders only', () => {
    expect(['distance', 'rating', 'reviews'].every(isSortOrder)).toBe(true)
    expect(isSortOrder('price')).toBe(false)
    expect(isSortOrder(undefined)).toBe(false)
  })
})
