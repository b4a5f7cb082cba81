import 'server-only'

import { unstable_cache } from 'next/cache'

import { CACHE_SECONDS, cacheTags } from '../../../config/cacheTags'
import { cityPath, statePath } from '../../../domain/dealers/pages/pagePath'
import { dealerTimeZone } from '../../../domain/dealers/pages/timeZone'
import { regionName } from '../../../domain/leads/regions'
import { getPayloadClient } from '../../payload'
import { getDealerSearchIndex } from '../indexStore'
import type { DealerRecord } from '../record'
import { findDealerReviews, type PublicReview } from '../reviews'
import { recordAt } from '../searchIndex'
import { resolveDealerPath } from './resolve'

export type NearbyDealer = { name: string; pagePath: string; city: string; state: string; distance: number }

export type DealerPageData =
  | {
      kind: 'page'
      dealer: DealerRecord & { pagePath: string }
      timeZone: string
      reviews: PublicReview[]
      nearby: NearbyDealer[]
    }
  | { kind: 'moved'; to: string }
  | { kind: 'gone' }
  | { kind: 'missing' }

const NEARBY_MILES = 50
const NEARBY_COUNT = 4
export const LATEST_REVIEWS = 3

async function loadDealerPage(path: string): Promise<DealerPageData> {
  const payload = await getPayloadClient()
  const idx = await getDealerSearchIndex(payload)
  const answer = await resolveDealerPath(payload, idx, path)
  if (answer.kind !== 'page') return answer
  const record = recordAt(idx, answer.index)
  // The index keeps each dealer's exact position (the record may carry the area's only).
  const exact = idx.index.dealers[answer.index]!
  const hits = idx.index.search({
    center: exact,
    covering: [],
    radiusMiles: NEARBY_MILES,
    limit: NEARBY_COUNT + 1,
  })
  const nearby = hits
    .filter((h) => h.index !== answer.index)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, NEARBY_COUNT)
    .flatMap((h): NearbyDealer[] => {
      const r = recordAt(idx, h.index)
      if (!r.pagePath) return []
      const { name, city, state } = r.data
      return [
        {
          name,
          pagePath: r.pagePath,
          city: city ?? '',
          state: state ?? '',
          distance: Math.round(h.distance * 10) / 10,
        },
      ]
    })
  const reviews =
    record.metaData.total_review_count > 0
      ? ((await findDealerReviews(payload, record.data.companyID, 1, LATEST_REVIEWS))?.reviews ?? [])
      : []
  return {
    kind: 'page',
    dealer: { ...record, pagePath: path },
    timeZone: dealerTimeZone(record.data.state, exact.lon, exact.lat),
    reviews,
    nearby,
  }
}

/** A dealer page's data, cached until a dealer, a review or a former address changes (their hooks expire the tag). */
export const getDealerPage = (path: string): Promise<DealerPageData> =>
  unstable_cache(() => loadDealerPage(path), ['dealer-page', path], {
    tags: [cacheTags.dealers],
    revalidate: CACHE_SECONDS,
  })()

export type DirectoryCity = { name: string; path: string; count: number }
export type DirectoryState = {
  code: string
  name: string
  path: string
  count: number
  cities: DirectoryCity[]
}

async function loadDirectory(): Promise<DirectoryState[]> {
  const idx = await getDealerSearchIndex(await getPayloadClient())
  const states = new Map<string, DirectoryState>()
  const cityCounts = new Map<string, DirectoryCity>()
  for (const record of idx.records) {
    const { state, city } = record.data
    if (!record.pagePath || !state || !city) continue
    const code = state.toUpperCase()
    let entry = states.get(code)
    if (!entry) {
      entry = { code, name: regionName(code) ?? code, path: statePath(code), count: 0, cities: [] }
      states.set(code, entry)
    }
    entry.count++
    const path = cityPath(code, city)
    const known = cityCounts.get(path)
    if (known) known.count++
    else {
      const added = { name: city, path, count: 1 }
      cityCounts.set(path, added)
      entry.cities.push(added)
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en')
  return [...states.values()].sort(byName).map((s) => ({ ...s, cities: s.cities.sort(byName) }))
}

/** Every state and province with listed dealers, with its cities and their counts, alphabetical. */
export const getDirectory = unstable_cache(loadDirectory, ['dealer-directory'], {
  tags: [cacheTags.dealers],
  revalidate: CACHE_SECONDS,
})

/** The listed dealers of one city (its directory page), by name. */
async function loadCityDealers(path: string): Promise<DealerRecord[]> {
  const idx = await getDealerSearchIndex(await getPayloadClient())
  return idx.records
    .filter((r) => r.pagePath && r.data.state && r.data.city && cityPath(r.data.state, r.data.city) === path)
    .sort((a, b) => a.data.name.localeCompare(b.data.name, 'en'))
}

export const getCityDealers = (path: string): Promise<DealerRecord[]> =>
  unstable_cache(() => loadCityDealers(path), ['dealer-city', path], {
    tags: [cacheTags.dealers],
    revalidate: CACHE_SECONDS,
  })()

/** Every directory address (root, states, cities) and every listed dealer's page, for the sitemaps. */
export async function getDealerSitemapPaths(): Promise<{ directory: string[]; dealers: string[] }> {
  const [states, idx] = await Promise.all([getDirectory(), getPayloadClient().then(getDealerSearchIndex)])
  return {
    directory: ['/dealers/', ...states.flatMap((s) => [s.path, ...s.cities.map((c) => c.path)])],
    dealers: idx.records.flatMap((r) => (r.pagePath ? [r.pagePath] : [])).sort(),
  }
}
