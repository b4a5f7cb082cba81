import { distanceMiles } from '../geo/distance'
import type { IndexedDealer, SearchHit, SearchQuery } from './dealerIndex'
import { bucketOf, compareRanked, type SearchKind } from './ranking'

/**
 * The same search as DealerIndex by brute force: every dealer is measured. It is the oracle in tests
 * and the baseline in the benchmark (written without waste, so the comparison is fair), never a code path
 * of the site.
 */
export function linearSearch(dealers: readonly IndexedDealer[], q: SearchQuery): SearchHit[] {
  const covering = new Set(q.covering)
  const territory: SearchHit[] = []
  const radius: SearchHit[] = []
  const hit = (index: number, d: IndexedDealer, kind: SearchKind, distance: number): SearchHit => ({
    index,
    kind,
    distance,
    preferred: d.preferred,
    priority: d.priority,
    score: d.score,
    companyId: d.companyId,
    bucket: bucketOf({ kind, preferred: d.preferred, distance }),
  })
  for (let i = 0; i < dealers.length; i++) {
    const d = dealers[i]
    if (!d) continue
    const distance = distanceMiles(q.center, d)
    let covers = false
    for (const e of d.serviceArea) if (covering.has(e)) covers = true
    if (covers) territory.push(hit(i, d, 'territory', distance))
    else if (distance <= q.radiusMiles) radius.push(hit(i, d, 'radius', distance))
  }
  radius.sort((a, b) => a.distance - b.distance)
  const all = [...territory, ...radius.slice(0, Math.max(0, q.limit - territory.length))]
  return all.sort(compareRanked).slice(0, q.limit)
}
