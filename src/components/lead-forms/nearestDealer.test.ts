import { describe, expect, it } from 'vitest'

import { nearestDealer } from './nearestDealer'

const d = (companyID: number, distance: number) => ({
  data: { companyID, name: `Dealer ${companyID}` },
  distance,
})

describe('nearestDealer', () => {
  it('picks the smallest distance, the earlier of equals', () => {
    expect(nearestDealer([d(1, 4.2), d(2, 0.8), d(3, 0.8), d(4, 12)])).toEqual({
      companyId: 2,
      name: 'Dealer 2',
    })
  })

  it('answers null for an area with no dealers', () => {
    expect(nearestDealer([])).toBeNull()
  })
})

describe('nearestDealer beyond the radius', () => {
  it('says how far the nearest is when none serves the zip', () => {
    const far = (companyID: number, distance: number) => ({
      ...d(companyID, distance),
      searchInfo: { kind: 'nearest' },
    })
    expect(nearestDealer([far(5, 48.4), far(6, 120)])).toEqual({
      companyId: 5,
      name: 'Dealer 5',
      fartherMiles: 48,
    })
    expect(nearestDealer([{ ...d(7, 3), searchInfo: { kind: 'radius' } }])).toEqual({
      companyId: 7,
      name: 'Dealer 7',
    })
  })
})
