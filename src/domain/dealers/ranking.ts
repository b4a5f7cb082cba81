import { DISTANCE_BANDS_MILES } from './constants'

/**
 * Ranking (docs/dealer-search.md). Buckets, best first:
 *   1 territory and preferred, 2 other territory,
 *   3 radius within 10 mi, 4 radius within 25 mi, 5 radius beyond.
 * Territory dealers all cover the searched zip, so within buckets 1 and 2 they are equally ranked and the
 * client may shuffle them (randomizeBuckets) to rotate the top slots. Radius buckets keep their order.
 */

export type SearchKind = 'territory' | 'radius'

export type RankInput = {
  kind: SearchKind
  distance: number
  preferred: boolean
  /** 1 is the highest priority; null means unranked and sorts last. */
  priority: number | null
  score: number
  companyId: number
}

export type Ranked<T extends RankInput> = T & { bucket: number }

export const RANDOMIZABLE_BUCKETS: readonly number[] = [1, 2]

export function bucketOf(d: Pick<RankInput, 'kind' | 'preferred' | 'distance'>): number {
  if (d.kind === 'territory') return d.preferred ? 1 : 2
  const band = DISTANCE_BANDS_MILES.findIndex((limit) => d.distance <= limit)
  return 3 + (band === -1 ? DISTANCE_BANDS_MILES.length : band)
}

const priorityKey = (p: number | null) => (p === null || p <= 0 ? Number.POSITIVE_INFINITY : p)

/** Total order inside the ranking: bucket, preferred, priority, score, distance, then company id for stability. */
export function compareRanked(a: Ranked<RankInput>, b: Ranked<RankInput>): number {
  return (
    a.bucket - b.bucket ||
    Number(b.preferred) - Number(a.preferred) ||
    priorityKey(a.priority) - priorityKey(b.priority) ||
    b.score - a.score ||
    a.distance - b.distance ||
    a.companyId - b.companyId
  )
}

/** Assigns buckets and sorts; returns a new array. */
export function rankDealers<T extends RankInput>(dealers: readonly T[]): Ranked<T>[] {
  return dealers.map((d) => ({ ...d, bucket: bucketOf(d) })).sort(compareRanked)
}

/** The randomizable buckets that hold at least two dealers (shuffling one dealer changes nothing). */
export function randomizeBucketsOf(ranked: readonly { bucket: number }[]): number[] {
  const counts = new Map<number, number>()
  for (const d of ranked) counts.set(d.bucket, (counts.get(d.bucket) ?? 0) + 1)
  return RANDOMIZABLE_BUCKETS.filter((b) => (counts.get(b) ?? 0) > 1)
}
