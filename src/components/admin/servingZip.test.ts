import { describe, expect, it } from 'vitest'

import type { DealerSearchResponse } from '../../domain/dealers/responseSchemas'
import { orderForVisit } from '../../domain/locator/ordering'
import { dealer } from '../../domain/locator/testDealer'
import { rankedDealers, territoryLabel } from './servingZip'

type SearchDealer = DealerSearchResponse['dealers'][number]

const result = (id: number, bucket: number, distance: number, kind?: SearchDealer['searchInfo']['kind']) =>
  ({
    ...dealer({ id, bucket, distance, data: { city: 'Chicago', state: 'IL' } }),
    searchInfo: { kind: kind ?? (bucket <= 2 ? 'territory' : 'radius'), bucket },
    distance,
  }) as SearchDealer

const answer = (dealers: SearchDealer[], randomizeBuckets: number[] = []): DealerSearchResponse => ({
  zipcode: '60614',
  city: 'Chicago',
  state: 'IL',
  count: dealers.length,
  randomizeBuckets,
  dealers,
})

describe('rankedDealers', () => {
  it('lists the dealers in the order the public locator shows this visit, with distance and territory', () => {
    const dealers = [
      result(5, 4, 12.25),
      result(1, 2, 3.04),
      result(2, 2, 0.5),
      result(3, 2, 7),
      result(4, 3, 2.01),
    ]
    const response = answer(dealers, [2])
    const seed = 1234
    const ranked = rankedDealers(response, seed, 50)
    // Exactly the locator's order for the same seed (domain/locator/ordering.ts).
    const locator = orderForVisit(response.dealers, response.randomizeBuckets, seed)
    expect(ranked.map((d) => d.companyID)).toEqual(locator.map((d) => d.data.companyID))
    expect(ranked.map((d) => d.position)).toEqual([1, 2, 3, 4, 5])
    // Territory dealers first (rotated per visit), then the radius dealers nearest first.
    expect(ranked.slice(3).map((d) => d.companyID)).toEqual([4, 5])
    expect(ranked[0]).toMatchObject({
      place: 'Chicago, IL',
      territory: 'Territory: serves 60614',
      tier: 'Tier 2: territory (rotated for each visit)',
    })
    expect(ranked[4]).toMatchObject({
      name: 'Dealer 5',
      distance: '12.3 mi',
      territory: 'Not its territory: within the 50-mile radius',
      tier: 'Tier 4: 10 to 25 miles',
    })
  })

  it('follows the visit’s seed, as the locator does', () => {
    const dealers = Array.from({ length: 6 }, (_, i) => result(i + 1, 2, i + 1))
    const response = answer(dealers, [2])
    const orders = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        rankedDealers(response, seed, 50)
          .map((d) => d.companyID)
          .join(','),
      ),
    )
    expect(orders.size).toBeGreaterThan(1)
    expect(rankedDealers(response, 7, 50)).toEqual(rankedDealers(response, 7, 50))
  })

  it('says when no dealer has the zip in its territory and the nearest are listed instead', () => {
    const ranked = rankedDealers(answer([result(9, 5, 131.4, 'nearest')]), 1, 50)
    expect(ranked[0]).toMatchObject({
      distance: '131.4 mi',
      territory: 'Not its territory: the nearest dealer, beyond the 50-mile radius',
    })
  })
})

describe('territoryLabel', () => {
  it('names the zip and the radius', () => {
    expect(territoryLabel('territory', 'K1A 0B1', 25)).toBe('Territory: serves K1A 0B1')
    expect(territoryLabel('radius', '10001', 25)).toBe('Not its territory: within the 25-mile radius')
  })
})
