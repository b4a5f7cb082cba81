import { describe, expect, it } from 'vitest'

import { activeFilterCount, applyFilters, NO_FILTERS } from './filters'
import { fairShuffle, orderDealers } from './ordering'
import { clampPage, pageItems, rangeText, totalPages } from './pagination'
import { starKinds, ratingText } from './stars'
import { searchableZip } from './zipInput'
import { dealer } from './testDealer'

describe('fairShuffle', () => {
  it('gives each of the 6 orders of 3 items the same chance over all random choices', () => {
    const counts = new Map<string, number>()
    // Every combination of the two choices Fisher–Yates makes for three items (3 × 2).
    for (const a of [0, 1, 2])
      for (const b of [0, 1]) {
        const seq = [(a + 0.5) / 3, (b + 0.5) / 2]
        const order = fairShuffle(['x', 'y', 'z'], () => seq.shift()!).join('')
        counts.set(order, (counts.get(order) ?? 0) + 1)
      }
    expect([...counts.keys()].sort()).toEqual(['xyz', 'xzy', 'yxz', 'yzx', 'zxy', 'zyx'])
    expect([...counts.values()]).toEqual([1, 1, 1, 1, 1, 1])
  })

  it('does not change the list it was given', () => {
    const items = [1, 2, 3]
    fairShuffle(items, () => 0)
    expect(items).toEqual([1, 2, 3])
  })
})

describe('orderDealers', () => {
  const list = [
    dealer({ id: 1, bucket: 2, distance: 1 }),
    dealer({ id: 2, bucket: 2, distance: 2 }),
    dealer({ id: 3, bucket: 3, distance: 9 }),
    dealer({ id: 4, bucket: 3, distance: 4 }),
    dealer({ id: 5, bucket: 1, distance: 30 }),
  ]
  const ids = (ds: { data: { companyID: number } }[]) => ds.map((d) => d.data.companyID)

  it('keeps buckets best first and sorts unlisted buckets by distance', () => {
    expect(ids(orderDealers(list, [], () => 0.99))).toEqual([5, 1, 2, 4, 3])
  })

  it('shuffles only the buckets named in randomizeBuckets', () => {
    // random 0 swaps the last item with the first at each step: [1, 2] becomes [2, 1].
    expect(ids(orderDealers(list, [2], () => 0))).toEqual([5, 2, 1, 4, 3])
  })
})

describe('filters', () => {
  const cc = dealer({ id: 1, data: { dealerType: 'CC', nateCertified: true } })
  const nonCc = dealer({
    id: 2,
    data: { dealerType: 'NON-CC', emergencyService: true, charterMemberDate: 2001 },
  })
  const unknownType = dealer({
    id: 3,
    data: { dealerType: null, showFinancing: true, nexiaDealerDiagnostics: true },
  })

  it('keeps everyone with no filter on', () => {
    expect(applyFilters([cc, nonCc, unknownType], NO_FILTERS)).toHaveLength(3)
    expect(activeFilterCount(NO_FILTERS)).toBe(0)
  })

  it('dealerType removes NON-CC dealers only', () => {
    const f = { ...NO_FILTERS, dealerType: true }
    expect(applyFilters([cc, nonCc, unknownType], f).map((d) => d.data.companyID)).toEqual([1, 3])
  })

  it('other filters need a truthy flag, and every active filter must pass', () => {
    const one = (k: keyof typeof NO_FILTERS) =>
      applyFilters([cc, nonCc, unknownType], { ...NO_FILTERS, [k]: true }).map((d) => d.data.companyID)
    expect(one('nateCertified')).toEqual([1])
    expect(one('emergencyService')).toEqual([2])
    expect(one('charterMemberDate')).toEqual([2])
    expect(one('showFinancing')).toEqual([3])
    expect(one('nexiaDealerDiagnostics')).toEqual([3])
    const both = { ...NO_FILTERS, dealerType: true, emergencyService: true }
    expect(applyFilters([cc, nonCc, unknownType], both)).toEqual([])
    expect(activeFilterCount(both)).toBe(2)
  })
})

describe('pagination', () => {
  it('counts pages of three, rounded up', () => {
    expect([0, 1, 3, 4, 30].map((n) => totalPages(n))).toEqual([0, 1, 1, 2, 10])
  })

  it('slices a page and clamps out-of-range pages', () => {
    const items = [1, 2, 3, 4, 5, 6, 7]
    expect(pageItems(items, 3)).toEqual([7])
    expect(pageItems(items, 9)).toEqual([7])
    expect(clampPage(0, 3)).toBe(1)
  })

  it("reads 'Showing x-y of n'", () => {
    expect(rangeText(1, 7)).toBe('Showing 1-3 of 7')
    expect(rangeText(3, 7)).toBe('Showing 7-7 of 7')
    expect(rangeText(1, 0)).toBe('Showing 0 of 0')
  })
})

describe('stars', () => {
  it('is full at the whole number, half between, empty below', () => {
    expect(starKinds(3)).toEqual(['full', 'full', 'full', 'empty', 'empty'])
    expect(starKinds(3.2)).toEqual(['full', 'full', 'full', 'half', 'empty'])
    expect(starKinds(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty'])
    expect(starKinds(5)).toEqual(Array(5).fill('full'))
    expect(starKinds(0.5)[0]).toBe('half')
  })

  it('has a text equivalent', () => {
    expect(ratingText(4.46)).toBe('Rated 4.5 out of 5')
  })
})

describe('searchableZip (the lookup rule of spec §5)', () => {
  it('ignores surrounding spaces and gives the canonical form', () => {
    expect(searchableZip(' 10001')).toBe('10001')
    expect(searchableZip('10001-1234')).toBe('10001')
    expect(searchableZip('k1a0b1')).toBe('K1A 0B1')
  })

  it('refuses values that fail the rule', () => {
    expect(['1000', 'abcde', '123456', '', null].map(searchableZip)).toEqual([null, null, null, null, null])
  })
})
