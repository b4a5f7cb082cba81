import type { Payload, Where } from 'payload'

import { cityPath } from '../../../domain/dealers/pages/pagePath'
import { regionName } from '../../../domain/leads/regions'
import { columnName, selectRows, sqlAdapter } from '../../db/sqlAdapter'
import { SEARCH, SEARCHED_COLLECTIONS, type SearchedCollection } from './constants'
import { ensureFullText } from './fullText'
import { entryFor, type EntryFields } from './sync'

type Entry = {
  id: number | string
  title?: string | null
  kind?: string | null
  url?: string | null
  body?: string | null
  doc?: { relationTo: string; value: unknown } | null
}

const context = { disableRevalidate: true }
const PAGE = 200

async function allEntries(payload: Payload, where?: Where): Promise<Entry[]> {
  const found = await payload.find({ collection: SEARCH, where, pagination: false, depth: 0 })
  return found.docs as unknown as Entry[]
}

const same = (entry: Entry, fields: EntryFields): boolean =>
  entry.title === fields.title &&
  entry.kind === fields.kind &&
  (entry.url ?? null) === fields.url &&
  (entry.body ?? '') === fields.body

/** The published documents of a searched collection, a page at a time. */
async function* publishedDocs(payload: Payload, collection: SearchedCollection) {
  const drafts = collection === 'pages' || collection === 'posts'
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection,
      where: drafts ? { _status: { equals: 'published' } } : undefined,
      draft: false,
      depth: 0,
      limit: PAGE,
      page,
    })
    for (const doc of found.docs) yield doc as unknown as Record<string, unknown>
    if (!found.hasNextPage) break
  }
}

export type ReindexReport = { created: number; updated: number; removed: number; cities: number }

/**
 * Builds the search entries of every published document and every dealers' city again, changing only what
 * differs: the seed runs it (entries for content it wrote with hooks off), and it repairs an index after a bulk
 * change that went around Payload's hooks. The plugin's own hooks keep the entries in step with each edit.
 */
export async function reindexSite(payload: Payload): Promise<ReindexReport> {
  await ensureFullText(payload)
  const report: ReindexReport = { created: 0, updated: 0, removed: 0, cities: 0 }
  const existing = new Map<string, Entry>()
  for (const entry of await allEntries(payload, { kind: { not_equals: 'city' } })) {
    const key = entry.doc ? `${entry.doc.relationTo}:${String(entry.doc.value)}` : `none:${entry.id}`
    if (existing.has(key)) {
      await payload.delete({ collection: SEARCH, id: entry.id, context })
      report.removed++
    } else existing.set(key, entry)
  }
  const seen = new Set<string>()
  for (const collection of SEARCHED_COLLECTIONS) {
    for await (const doc of publishedDocs(payload, collection)) {
      if (doc.deletedAt) continue
      const key = `${collection}:${String(doc.id)}`
      seen.add(key)
      const fields = await entryFor(payload, collection, doc)
      const entry = existing.get(key)
      if (!entry) {
        await payload.create({
          collection: SEARCH,
          data: { ...fields, doc: { relationTo: collection, value: doc.id as number }, priority: 0 },
          context,
        })
        report.created++
      } else if (!same(entry, fields)) {
        await payload.update({ collection: SEARCH, id: entry.id, data: fields, context })
        report.updated++
      }
    }
  }
  for (const [key, entry] of existing) {
    if (seen.has(key)) continue
    await payload.delete({ collection: SEARCH, id: entry.id, context })
    report.removed++
  }
  report.cities = await syncCityEntries(payload)
  return report
}

type City = { path: string; name: string; state: string; count: number }

/** The cities with listed dealers (each with its directory page), read in one grouped statement. */
async function listedCities(payload: Payload): Promise<City[]> {
  const adapter = sqlAdapter(payload)
  const c = (key: string) => `"${columnName(adapter, 'dealers', key)}"`
  const rows = await selectRows(
    adapter,
    `SELECT ${c('data_city')} AS city, ${c('data_state')} AS state, COUNT(*) AS n FROM "dealers"
     WHERE ${c('pagePath')} IS NOT NULL AND ${c('listed')} = ${adapter.name === 'postgres' ? 'true' : '1'}
       AND ${c('data_city')} IS NOT NULL AND ${c('data_state')} IS NOT NULL
     GROUP BY ${c('data_city')}, ${c('data_state')}`,
  )
  const cities = new Map<string, City>()
  for (const row of rows) {
    const name = String(row.city).trim()
    const state = String(row.state).trim().toUpperCase()
    if (!name || !state) continue
    const path = cityPath(state, name)
    const known = cities.get(path)
    if (known) known.count += Number(row.n)
    else cities.set(path, { path, name, state, count: Number(row.n) })
  }
  return [...cities.values()]
}

export function cityEntry(city: City): EntryFields {
  const region = regionName(city.state) ?? city.state
  const dealers = `${city.count} heating and cooling dealer${city.count === 1 ? '' : 's'}`
  return {
    kind: 'city',
    title: `Dealers in ${city.name}, ${city.state}`,
    url: city.path,
    body: `${dealers} in ${city.name}, ${region} (${city.state}): hours, reviews and how to reach them.`,
  }
}

/**
 * Keeps one search entry per city with listed dealers, pointing at the city's directory page: creates the
 * new, removes the gone, rewrites a changed count. Returns the number of cities.
 */
export async function syncCityEntries(payload: Payload): Promise<number> {
  const cities = await listedCities(payload)
  const existing = new Map<string, Entry>()
  for (const entry of await allEntries(payload, { kind: { equals: 'city' } })) {
    if (entry.url && !existing.has(entry.url)) existing.set(entry.url, entry)
    else await payload.delete({ collection: SEARCH, id: entry.id, context })
  }
  for (const city of cities) {
    const fields = cityEntry(city)
    const entry = existing.get(city.path)
    existing.delete(city.path)
    if (!entry) await payload.create({ collection: SEARCH, data: { ...fields, priority: 0 }, context })
    else if (!same(entry, fields))
      await payload.update({ collection: SEARCH, id: entry.id, data: fields, context })
  }
  for (const entry of existing.values()) await payload.delete({ collection: SEARCH, id: entry.id, context })
  return cities.length
}
