import { MAX_SEARCH_RESULTS, NEAREST_COUNT, NEAREST_MAX_MILES } from '../../domain/dealers/constants'
import { randomizeBucketsOf } from '../../domain/dealers/ranking'
import { DEFAULT_SORT, sortDealers, type SortOrder } from '../../domain/dealers/sortOrders'
import type { DealerSearchResponse } from '../../domain/dealers/responseSchemas'
import { coveringEntries } from '../../domain/dealers/serviceArea'
import { findCentroid } from '../../domain/geo/centroids'
import { roundMiles } from '../../domain/geo/distance'
import type { PostalCode } from '../../domain/geo/postalCode'
import { recordAt, type DealerSearchIndex } from './searchIndex'

/**
 * The search response body as UTF-8 bytes, from the index's cache of recent bodies when it can. Bytes
 * rather than text: a cache hit then skips encoding 40 KB again for every request.
 */
export function searchResponseBody(
  idx: DealerSearchIndex,
  code: PostalCode,
  radiusMiles: number,
  sort: SortOrder = DEFAULT_SORT,
): Uint8Array<ArrayBuffer> {
  const key = `${code.display}|${radiusMiles}|${sort}`
  const cached = idx.responses.get(key)
  if (cached !== undefined) {
    // Least recently used goes first: re-insert on every hit.
    idx.responses.delete(key)
    idx.responses.set(key, cached)
    return cached
  }
  const body = Buffer.from(JSON.stringify(buildSearchResponse(idx, code, radiusMiles, sort)))
  idx.responses.set(key, body)
  for (const oldest of idx.responses.keys()) {
    if (idx.responses.size <= RESPONSE_CACHE_SIZE) break
    idx.responses.delete(oldest)
  }
  return body
}

/**
 * Popular zips repeat (a metro's few zips take most searches), and an index never changes once built, so
 * recent bodies are kept with it: at most this many, about 40 KB each for a full answer.
 */
export const RESPONSE_CACHE_SIZE = 256

/**
 * The Dealer search response (spec §3): zipcode, city, state, count, randomizeBuckets, dealers. Each dealer
 * is its record plus searchInfo { kind, bucket } and distance (miles, one decimal). An unknown zip answers
 * count 0 with city and state null. The records' groups are shared with the index, never changed here.
 *
 * Beyond the specification (docs/locator-search.md): when no dealer serves the zip within the radius, the
 * nearest few within NEAREST_MAX_MILES are answered with searchInfo.kind `nearest`, so a visitor is never left
 * with nothing; count 0 stays for an unknown zip or nothing within that bound. A `sort` other than `distance`
 * orders the dealers by rating or review count and randomizes no bucket.
 */
export function buildSearchResponse(
  idx: DealerSearchIndex,
  code: PostalCode,
  radiusMiles: number,
  sort: SortOrder = DEFAULT_SORT,
): DealerSearchResponse {
  const centroid = findCentroid(code)
  if (!centroid)
    return { zipcode: code.display, city: null, state: null, count: 0, randomizeBuckets: [], dealers: [] }

  let hits = idx.index.search({
    center: centroid,
    covering: coveringEntries(code),
    radiusMiles,
    limit: MAX_SEARCH_RESULTS,
  })
  const nearest = hits.length === 0
  if (nearest)
    hits = idx.index
      .search({
        center: centroid,
        covering: [],
        radiusMiles: Math.max(NEAREST_MAX_MILES, radiusMiles),
        limit: NEAREST_COUNT,
      })
      .sort((a, b) => a.distance - b.distance)
  const dealers: DealerSearchResponse['dealers'] = hits.map((h) => {
    const r = recordAt(idx, h.index)
    // One literal shape rather than a spread: V8 serialises same-shaped objects about a third faster.
    return {
      data: r.data,
      metaData: r.metaData,
      location: r.location,
      fuseInfo: r.fuseInfo,
      whodis: r.whodis,
      pagePath: r.pagePath,
      searchInfo: { kind: nearest ? 'nearest' : h.kind, bucket: h.bucket },
      distance: roundMiles(h.distance),
    }
  })
  const sorted = sort === DEFAULT_SORT
  return {
    zipcode: code.display,
    city: centroid.city,
    state: centroid.state,
    count: dealers.length,
    randomizeBuckets: sorted && !nearest ? randomizeBucketsOf(hits) : [],
    dealers: sortDealers(dealers, sort),
  }
}
