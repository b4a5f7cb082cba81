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
