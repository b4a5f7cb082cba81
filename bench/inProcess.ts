import { MAX_SEARCH_RESULTS } from '../src/domain/dealers/constants'
import { linearSearch } from '../src/domain/dealers/linearSearch'
import { coveringEntries } from '../src/domain/dealers/serviceArea'
import { centroidTable } from '../src/domain/geo/centroids'
import { parsePostalCode, type PostalCode } from '../src/domain/geo/postalCode'
import type { DealerSearchIndex } from '../src/lib/dealers/searchIndex'
import { buildSearchResponse } from '../src/lib/dealers/searchResponse'
import { mean, percentile, timeEach } from './stats'

export type InProcessResult = {
  queries: number
  indexP50: number
  indexP99: number
  responseP50: number
  responseP99: number
  linearMean: number
  indexMean: number
  avgResults: number
}

/** Zips drawn uniformly from the postal data (the same spread as the dealers), in a fixed order. */
export function sampleCodes(count: number): PostalCode[] {
  const keys = [...centroidTable().keys()]
  const step = Math.floor(keys.length / count) || 1
  return Array.from({ length: count }, (_, i) =>
    parsePostalCode(keys[(i * step * 7919) % keys.length] ?? '10001'),
  ).filter((c): c is PostalCode => c !== null)
}

export function measureInProcess(idx: DealerSearchIndex, radiusMiles: number): InProcessResult {
  const codes = sampleCodes(5000)
  const queries = codes.flatMap((code) => {
    const center = centroidTable().get(code.key)
    return center ? [{ center, covering: coveringEntries(code), radiusMiles, limit: MAX_SEARCH_RESULTS }] : []
  })
  // Warm up the JIT before measuring.
  for (const q of queries.slice(0, 500)) idx.index.search(q)
  // The uncached body: the response object assembled from the index's records, then serialised.
  const responseBody = (c: PostalCode) => JSON.stringify(buildSearchResponse(idx, c, radiusMiles))
  for (const c of codes.slice(0, 500)) responseBody(c)

  let results = 0
  const indexTimes = timeEach(queries, (q) => (results += idx.index.search(q).length))
  const responseTimes = timeEach(codes, responseBody)
  const sample = queries.slice(0, 300)
  const linearTimes = timeEach(sample, (q) => linearSearch(idx.index.dealers, q))
  const sameSampleIndex = timeEach(sample, (q) => idx.index.search(q))
  return {
    queries: queries.length,
    indexP50: percentile(indexTimes, 50),
    indexP99: percentile(indexTimes, 99),
    responseP50: percentile(responseTimes, 50),
    responseP99: percentile(responseTimes, 99),
    linearMean: mean(linearTimes),
    indexMean: mean(sameSampleIndex),
    avgResults: results / Math.max(1, queries.length),
  }
}
