import { describe, expect, it } from 'vitest'

import { newOrderSeed, orderForVisit, parseOrderSeed, seededRandom } from './ordering'
import { dealer } from './testDealer'

// Buckets 1 and 2 are territory dealers (randomized), 3 and 4 radius dealers (nearest first), as the service
// sends them: bucket order, the radius dealers not yet by distance.
const answer = [
  dealer({ id: 11, bucket: 1, distance: 8 }),
  dealer({ id: 12, bucket: 1, distance: 2 }),
  dealer({ id: 13, bucket: 1, distance: 5 }),
  dealer({ id: 21, bucket: 2, distance: 1 }),
  dealer({ id: 22, bucket: 2, distance: 3 }),
  dealer({ id: 23, bucket: 2, distance: 4 }),
  dealer({ id: 24, bucket: 2, distance: 6 }),
  dealer({ id: 31, bucket: 3, distance: 9 }),
  dealer({ id: 32, bucket: 3, distance: 7 }),
  dealer({ id: 41, bucket: 4, distance: 12 }),
]
const ids = (ds: { data: { companyID: number } }[]) => ds.map((d) => d.data.companyID)
const order = (seed: number, buckets = [1, 2]) => ids(orderForVisit(answer, buckets, seed))

describe('orderForVisit', () => {
  it('gives the same order for the same seed, however often it is asked', () => {
    const first = order(123456789)
    for (let i = 0; i < 5; i++) expect(order(123456789)).toEqual(first)
  })

  it('orders the randomized buckets differently for different seeds', () => {
    const orders = new Set(Array.from({ length: 50 }, (_, seed) => order(seed).join(',')))
    // 3! × 4! = 144 possible orders: 50 seeds land on many of them.
    expect(orders.size).toBeGreaterThan(20)
  })

  it('keeps the buckets best first, shuffles only inside the listed ones, and the rest nearest first', () => {
    for (const seed of [0, 1, 42, 0xffffffff]) {
      const list = order(seed)
      expect(new Set(list.slice(0, 3))).toEqual(new Set([11, 12, 13]))
      expect(new Set(list.slice(3, 7))).toEqual(new Set([21, 22, 23, 24]))
      expect(list.slice(7)).toEqual([32, 31, 41])
    }
    // A bucket not listed is not shuffled, whatever the seed: bucket 1 nearest first.
    expect(order(7, [2]).slice(0, 3)).toEqual([12, 13, 11])
  })

  it('gives each dealer of a randomized bucket the top slot about equally often over many visits', () => {
    const top = new Map<number, number>()
    for (let seed = 0; seed < 4000; seed++) {
      const first = order(seed * 2654435761, [2])[3]!
      top.set(first, (top.get(first) ?? 0) + 1)
    }
    expect([...top.keys()].sort()).toEqual([21, 22, 23, 24])
    for (const count of top.values()) expect(count).toBeGreaterThan(900)
  })
})

describe('seededRandom', () => {
  it('gives numbers in [0, 1), the same sequence for the same seed', () => {
    const a = seededRandom(99)
    const b = seededRandom(99)
    const seq = Array.from({ length: 1000 }, () => a())
    expect(seq.every((x) => x >= 0 && x < 1)).toBe(true)
    expect(Array.from({ length: 1000 }, () => b())).toEqual(seq)
  })
})

describe('the order seed cookie', () => {
  it('reads a whole number from 0 to 2^32 - 1 and nothing else', () => {
    expect(parseOrderSeed('0')).toBe(0)
    expect(parseOrderSeed('4294967295')).toBe(4294967295)
    for (const bad of [undefined, null, '', '4294967296', '-1', '1.5', '12a', ' 12', '1e3'])
      expect(parseOrderSeed(bad)).toBeNull()
  })

  it('draws new seeds across the whole range', () => {
    expect(newOrderSeed(() => 0)).toBe(0)
    expect(newOrderSeed(() => 0.999999999999)).toBe(4294967295)
    expect(parseOrderSeed(String(newOrderSeed()))).not.toBeNull()
  })
})
