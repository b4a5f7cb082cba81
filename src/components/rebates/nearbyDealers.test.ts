import { describe, expect, it } from 'vitest'

import { dealer } from '@/domain/locator/testDealer'

import { searchAnswer } from '../dealer-locator/testing'
import { splitNearest } from './nearbyDealers'

const first = () => 0

describe('splitNearest', () => {
  it('chooses the dealer at the shortest distance and keeps the others for the carousel', () => {
    const answer = searchAnswer('10001', [
      dealer({ id: 1, distance: 8, bucket: 3 }),
      dealer({ id: 2, distance: 2, bucket: 3 }),
      dealer({ id: 3, distance: 5, bucket: 3 }),
    ])
    const split = splitNearest(answer, first)
    expect(split?.nearest.data.companyID).toBe(2)
    expect(split?.others.map((d) => d.data.companyID)).toEqual([3, 1])
  })

  it('keeps the service’s order between dealers at the same distance', () => {
    const answer = searchAnswer('10001', [dealer({ id: 7, distance: 3 }), dealer({ id: 8, distance: 3 })])
    expect(splitNearest(answer, first)?.nearest.data.companyID).toBe(7)
  })

  it('is null when no dealer serves the zip', () => {
    expect(splitNearest(searchAnswer('89301', []), first)).toBeNull()
  })
})
