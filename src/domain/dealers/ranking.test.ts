import { describe, expect, it } from 'vitest'

import { bucketOf, randomizeBucketsOf, rankDealers, type RankInput } from './ranking'

const dealer = (over: Partial<RankInput>): RankInput => ({
  kind: 'radius',
  distance: 5,
  preferred: false,
  priority: null,
  score: 0,
  companyId: 1,
  ...over,
})

describe('bucketOf', () => {
  it('puts territory dealers first, preferred ahead', () => {
    expect(bucketOf(dealer({ kind: 'territory', preferred: true, distance: 40 }))).toBe(1)
    expect(bucketOf(dealer({ kind: 'territory', distance: 0 }))).toBe(2)
  })
  it('splits radius dealers by distance band, bounds inclusive', () => {
    expect(bucketOf(dealer({ distance: 0 }))).toBe(3)
    expect(bucketOf(dealer({ distance: 10 }))).toBe(3)
    expect(bucketOf(dealer({ distance: 10.01 }))).toBe(4)
    expect(bucketOf(dealer({ distance: 25 }))).toBe(4)
    expect(bucketOf(dealer({ distance: 49.9, preferred: true }))).toBe(5)
  })
})

describe('rankDealers', () => {
  it('orders by bucket, preferred, priority, score, distance, company id', () => {
    const ranked = rankDealers([
      dealer({ companyId: 1, distance: 30 }),
      dealer({ companyId: 2, distance: 2, score: 10 }),
      dealer({ companyId: 3, distance: 2, score: 90 }),
      dealer({ companyId: 4, distance: 2, priority: 2 }),
      dealer({ companyId: 5, distance: 2, priority: 1 }),
      dealer({ companyId: 6, distance: 9, preferred: true }),
      dealer({ companyId: 7, kind: 'territory', distance: 20 }),
      dealer({ companyId: 8, kind: 'territory', distance: 30, preferred: true }),
      dealer({ companyId: 9, distance: 2, score: 90 }),
      dealer({ companyId: 10, distance: 1, score: 90 }),
    ])
    expect(ranked.map((d) => d.companyId)).toEqual([8, 7, 6, 5, 4, 10, 3, 9, 2, 1])
    expect(ranked.map((d) => d.bucket)).toEqual([1, 2, 3, 3, 3, 3, 3, 3, 3, 5])
  })
  it('treats priority 0 as unranked', () => {
    const ranked = rankDealers([dealer({ companyId: 1, priority: 0 }), dealer({ companyId: 2, priority: 5 })])
    expect(ranked.map((d) => d.companyId)).toEqual([2, 1])
  })
  it('does not change its input', () => {
    const input = [dealer({ companyId: 2, score: 1 }), dealer({ companyId: 1, score: 2 })]
    rankDealers(input)
    expect(input.map((d) => d.companyId)).toEqual([2, 1])
  })
})

describe('randomizeBucketsOf', () => {
  it('names territory buckets holding two or more dealers', () => {
    expect(
      randomizeBucketsOf([{ bucket: 1 }, { bucket: 2 }, { bucket: 2 }, { bucket: 3 }, { bucket: 3 }]),
    ).toEqual([2])
    expect(randomizeBucketsOf([{ bucket: 1 }, { bucket: 1 }, { bucket: 2 }, { bucket: 2 }])).toEqual([1, 2])
    expect(randomizeBucketsOf([{ bucket: 3 }, { bucket: 3 }])).toEqual([])
    expect(randomizeBucketsOf([])).toEqual([])
  })
})
