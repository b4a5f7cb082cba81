import { DEFAULT_SORT, type SortOrder } from '../dealers/sortOrders'
import type { LocatorDealer } from './types'

/** A source of numbers in [0, 1), like Math.random; tests pass a fixed sequence. */
export type RandomSource = () => number

/** Fisher–Yates: every order of the items is equally likely when `random` is uniform. Returns a new array. */
export function fairShuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

const bucketOf = (d: LocatorDealer) => d.searchInfo?.bucket ?? Number.MAX_SAFE_INTEGER
const distanceOf = (d: LocatorDealer) => d.distance ?? Number.POSITIVE_INFINITY

/**
 * The list as a visitor sees it: buckets best first; dealers of a bucket named in randomizeBuckets in a fair
 * random order (they are equally entitled to the top slots); every other bucket nearest first. Dealers at the
 * same distance keep the service's order.
 */
export function orderDealers<D extends LocatorDealer>(
  dealers: readonly D[],
  randomizeBuckets: readonly number[],
  random: RandomSource,
): D[] {
  const buckets = new Map<number, D[]>()
  for (const dealer of dealers) {
    const key = bucketOf(dealer)
    const list = buckets.get(key)
    if (list) list.push(dealer)
    else buckets.set(key, [dealer])
  }
  return [...buckets.keys()]
    .sort((a, b) => a - b)
    .flatMap((bucket) => {
      const list = buckets.get(bucket)!
      if (randomizeBuckets.includes(bucket)) return fairShuffle(list, random)
      return list
        .map((d, i) => ({ d, i }))
        .sort((a, b) => distanceOf(a.d) - distanceOf(b.d) || a.i - b.i)
        .map((x) => x.d)
    })
}

/*
 * The order of one visit. The randomized buckets are shuffled once per visit, not once per load: a seed drawn
 * for the visit (a session cookie, so the server's HTML and the browser agree and every tab of the visit shares
 * it) drives the shuffle, and the same seed over the same answer gives the same order, so a reload, Back or a
 * link opened in another tab shows the dealers where the visitor left them. Another visitor has another seed.
 */

/** The session cookie holding the visit's seed (no expiry: it ends with the browser session). */
export const ORDER_SEED_COOKIE = 'dealer_order'

/** A seed from the cookie: a whole number from 0 to 2^32 - 1 in decimal, else null. */
export function parseOrderSeed(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const seed = Number(value)
  return seed <= 0xffffffff ? seed : null
}

/** A new seed for a visit. */
export const newOrderSeed = (random: RandomSource = Math.random): number => Math.floor(random() * 2 ** 32)

/** A 32-bit integer hash with good avalanche (Wellons' lowbias32). */
function mix32(value: number): number {
  let x = value >>> 0
  x ^= x >>> 16
  x = Math.imul(x, 0x7feb352d)
  x ^= x >>> 15
  x = Math.imul(x, 0x846ca68b)
  x ^= x >>> 16
  return x >>> 0
}

/** A repeatable random source: the hashed steps of a Weyl sequence from `seed`. Not for anything secret. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    return mix32(state) / 2 ** 32
  }
}

/**
 * orderDealers with the visit's seed: the same seed and answer always give the same order. A sort other than
 * the specification's (`rating`, `reviews`) is the service's own order, kept as it came.
 */
export function orderForVisit<D extends LocatorDealer>(
  dealers: readonly D[],
  randomizeBuckets: readonly number[],
  seed: number,
  sort: SortOrder = DEFAULT_SORT,
): D[] {
  if (sort !== DEFAULT_SORT) return dealers.slice()
  return orderDealers(dealers, randomizeBuckets, seededRandom(seed))
}
