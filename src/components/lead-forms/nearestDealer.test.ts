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
