import { describe, expect, it } from 'vitest'

import { DealerIndex, type IndexedDealer } from './dealerIndex'
import { linearSearch } from './linearSearch'

/** Small deterministic generator so the comparison covers many layouts. */
function lcg(seed: number) {
  let s = seed
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 4294967296
}

function randomDealers(n: number, seed: number): IndexedDealer[] {
  const r = lcg(seed)
  return Array.from({ length: n }, (_, i) => ({
    lat: 38 + r() * 6,
    lon: -80 + r() * 8,
    serviceArea: r() < 0.2 ? ['10001'] : r() < 0.1 ? ['100'] : [],
    preferred: r() < 0.2,
    priority: r() < 0.3 ? 1 + Math.floor(r() * 3) : null,
    score: Math.floor(r() * 5) * 10, // coarse scores make ties likely
    companyId: 1000 + i,
  }))
}

describe('DealerIndex', () => {
  it('returns the same dealers in the same order as a linear scan', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const dealers = randomDealers(400, seed)
      const index = new DealerIndex(dealers)
      const r = lcg(seed * 7)
      for (let q = 0; q < 20; q++) {
        const query = {
          center: { lat: 38 + r() * 6, lon: -80 + r() * 8 },
          covering: r() < 0.5 ? ['10001', '1000', '100'] : ['20001', '2000', '200'],
          radiusMiles: 5 + r() * 80,
          limit: 1 + Math.floor(r() * 40),
        }
        const fast = index.search(query).map((h) => [h.companyId, h.kind, h.bucket])
        const slow = linearSearch(dealers, query).map((h) => [h.companyId, h.kind, h.bucket])
        expect(fast).toEqual(slow)
      }
    }
  })

  it('lists territory dealers even beyond the radius, once each', () => {
    const index = new DealerIndex([
      {
        lat: 40.75,
        lon: -74,
        serviceArea: ['10001', '100'],
        preferred: false,
        priority: null,
        score: 1,
        companyId: 1,
      },
      { lat: 45, lon: -100, serviceArea: ['100'], preferred: true, priority: null, score: 1, companyId: 2 },
      { lat: 40.76, lon: -74, serviceArea: [], preferred: false, priority: null, score: 1, companyId: 3 },
    ])
    const hits = index.search({
      center: { lat: 40.75, lon: -74 },
      covering: ['10001', '1000', '100'],
      radiusMiles: 50,
      limit: 10,
    })
    expect(hits.map((h) => [h.companyId, h.kind, h.bucket])).toEqual([
      [2, 'territory', 1],
      [1, 'territory', 2],
      [3, 'radius', 3],
    ])
    expect(hits[0]?.distance).toBeGreaterThan(1000)
  })

  it('answers nothing from an empty index', () => {
    expect(
      new DealerIndex([]).search({ center: { lat: 0, lon: 0 }, covering: [], radiusMiles: 50, limit: 5 }),
    ).toEqual([])
  })
})
