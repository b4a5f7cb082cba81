import { around } from 'geokdbush'
import KDBush from 'kdbush'

import { distanceMiles, KM_PER_MILE, type LatLon } from '../geo/distance'
import { bucketOf, compareRanked, type Ranked, type RankInput, type SearchKind } from './ranking'

/** What the search needs to know about one dealer; `index` in a hit points back into the input list. */
export type IndexedDealer = LatLon & {
  serviceArea: readonly string[]
  preferred: boolean
  priority: number | null
  score: number
  companyId: number
}

export type SearchHit = Ranked<RankInput & { index: number }>

export type SearchQuery = { center: LatLon; covering: readonly string[]; radiusMiles: number; limit: number }

/**
 * A static in-memory index: a k-d tree over dealer locations for the radius step (geokdbush's `around`
 * walks it nearest first, so it stops after `limit` hits) and a map from service-area entry to dealers.
 */
export class DealerIndex {
  private readonly tree: KDBush
  private readonly territory = new Map<string, number[]>()

  constructor(readonly dealers: readonly IndexedDealer[]) {
    this.tree = new KDBush(dealers.length)
    for (const d of dealers) this.tree.add(d.lon, d.lat)
    this.tree.finish()
    dealers.forEach((d, i) => {
      for (const entry of d.serviceArea) {
        const list = this.territory.get(entry)
        if (list) list.push(i)
        else this.territory.set(entry, [i])
      }
    })
  }

  get size(): number {
    return this.dealers.length
  }

  search({ center, covering, radiusMiles, limit }: SearchQuery): SearchHit[] {
    const hits: SearchHit[] = []
    const seen = new Set<number>()
    for (const entry of covering) {
      for (const i of this.territory.get(entry) ?? []) {
        if (seen.has(i)) continue
        seen.add(i)
        hits.push(this.hit(i, 'territory', center))
      }
    }
    const wanted = limit - hits.length
    if (wanted > 0) {
      const skip = seen.size > 0 ? (i: number) => !seen.has(i) : undefined
      for (const i of around(this.tree, center.lon, center.lat, wanted, radiusMiles * KM_PER_MILE, skip)) {
        hits.push(this.hit(i, 'radius', center))
      }
    }
    // Hits are fresh objects: sorting them in place saves the copies rankDealers would make.
    hits.sort(compareRanked)
    if (hits.length > limit) hits.length = limit
    return hits
  }

  private hit(index: number, kind: SearchKind, center: LatLon): SearchHit {
    const d = this.dealers[index]
    if (!d) throw new RangeError(`No dealer at index ${index}`)
    const distance = distanceMiles(center, d)
    const { preferred, priority, score, companyId } = d
    return {
      index,
      kind,
      distance,
      preferred,
      priority,
      score,
      companyId,
      bucket: bucketOf({ kind, preferred, distance }),
    }
  }
}
