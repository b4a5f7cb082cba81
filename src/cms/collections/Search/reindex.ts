import type { Payload, Where } from 'payload'

import { type Locale, LOCALES } from '../../../config/locales'
import { cityPath } from '../../../domain/dealers/pages/pagePath'
import { regionName } from '../../../domain/leads/regions'
import { dealerPathIn } from '../../../i18n/dealerPaths'
import { formatMessage } from '../../../i18n/icu'
import en from '../../../i18n/messages/en.json'
import es from '../../../i18n/messages/es.json'
import fr from '../../../i18n/messages/fr-CA.json'
import { columnName, selectRows, sqlAdapter } from '../../db/sqlAdapter'
import {
  SEARCH,
  SEARCHED_COLLECTIONS,
  sourceKey,
  TRANSLATED_SEARCH_LOCALES,
  type SearchedCollection,
  type TranslatedSearchLocale,
} from './constants'
import { ensureFullText } from './fullText'
import { entryFor, type EntryFields } from './sync'
import { sameEntry as same, type SearchEntry as Entry, translationFields } from './translations'

const context = { disableRevalidate: true }
/**
 * Each entry is written on its own, outside a transaction: SQLite's client keeps the native connection of every
 * transaction it ends (@libsql/client, tursodatabase/libsql-client-ts#350), about 1.7 MB each, so thousands
 * of entries written one transaction each held gigabytes until the process ended. The reindex needs none:
 * it compares every entry again at the next start, so one stopped halfway is finished then.
 */
const write = { context, disableTransaction: true } as const
const PAGE = 200

async function allEntries(payload: Payload, where?: Where): Promise<Entry[]> {
  const found = await payload.find({ collection: SEARCH, where, pagination: false, depth: 0 })
  return found.docs as unknown as Entry[]
}

/**
 * The published documents of a searched collection, a page at a time: in English, or read in a language (with
 * the English fallback, or without it for their own addresses).
 */
async function* publishedDocs(
  payload: Payload,
  collection: SearchedCollection,
  locale?: TranslatedSearchLocale,
  fallback = true,
) {
  const drafts = collection === 'pages' || collection === 'posts'
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection,
      where: drafts ? { _status: { equals: 'published' } } : undefined,
      draft: false,
      depth: 0,
      limit: PAGE,
      page,
      ...(locale ? { locale } : {}),
      ...(locale && !fallback ? { fallbackLocale: false as const } : {}),
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
  const translations = new Map<string, Entry>()
  for (const entry of await allEntries(payload, { kind: { not_equals: 'city' } })) {
    // The plugin's entries (English) by their document; the Spanish and French ones by source and language.
    const translation = !entry.doc && entry.source
    const map = translation ? translations : existing
    const key = translation
      ? `${entry.source}|${String(entry.locale)}`
      : entry.doc
        ? `${entry.doc.relationTo}:${String(entry.doc.value)}`
        : `none:${entry.id}`
    if (map.has(key)) {
      await payload.delete({ collection: SEARCH, id: entry.id, ...write })
      report.removed++
    } else map.set(key, entry)
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
          data: {
            ...fields,
            locale: 'en',
            doc: { relationTo: collection, value: doc.id as number },
            priority: 0,
          },
          ...write,
        })
        report.created++
      } else if (!same(entry, fields)) {
        await payload.update({ collection: SEARCH, id: entry.id, data: fields, ...write })
        report.updated++
      }
    }
  }
  for (const [key, entry] of existing) {
    if (seen.has(key)) continue
    await payload.delete({ collection: SEARCH, id: entry.id, ...write })
    report.removed++
  }
  const kept = await reindexTranslations(payload, translations, report)
  for (const [key, entry] of translations) {
    if (kept.has(key)) continue
    await payload.delete({ collection: SEARCH, id: entry.id, ...write })
    report.removed++
  }
  report.cities = await syncCityEntries(payload)
  return report
}

/**
 * The Spanish and French entries of every published document (translations.ts decides which have one), made or
 * rewritten where they differ from `existing` (keyed `pages:12|es`). Returns the keys that should exist.
 */
async function reindexTranslations(
  payload: Payload,
  existing: Map<string, Entry>,
  report: ReindexReport,
): Promise<Set<string>> {
  const kept = new Set<string>()
  for (const locale of TRANSLATED_SEARCH_LOCALES) {
    for (const collection of SEARCHED_COLLECTIONS) {
      // Pages' and posts' own addresses in the language, read without the English fallback.
      const own = new Map<string, Record<string, unknown>>()
      if (collection === 'pages' || collection === 'posts') {
        for await (const doc of publishedDocs(payload, collection, locale, false))
          own.set(String(doc.id), doc)
      }
      for await (const doc of publishedDocs(payload, collection, locale)) {
        const fields = await translationFields(
          payload,
          collection,
          locale,
          doc,
          own.get(String(doc.id)) ?? null,
        )
        if (!fields) continue
        const key = `${sourceKey(collection, doc.id as number)}|${locale}`
        kept.add(key)
        const entry = existing.get(key)
        if (!entry) {
          await payload.create({ collection: SEARCH, data: { ...fields, priority: 0 }, ...write })
          report.created++
        } else if (!same(entry, fields)) {
          await payload.update({ collection: SEARCH, id: entry.id, data: fields, ...write })
          report.updated++
        }
      }
    }
  }
  return kept
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

/** The city entries' words in each language (the catalogue's `search.cityEntry`). */
const CITY_WORDS: Record<Locale, { title: string; body: string }> = {
  en: en.search.cityEntry,
  es: es.search.cityEntry,
  'fr-CA': fr.search.cityEntry,
}

/** A city's entry in a language: "Distribuidores en Austin, TX", linking to /es/distribuidores/tx/austin/. */
export function cityEntry(city: City, locale: Locale = 'en'): EntryFields & { locale: Locale } {
  const words = CITY_WORDS[locale]
  const args = {
    city: city.name,
    state: city.state,
    region: regionName(city.state) ?? city.state,
    count: city.count,
  }
  return {
    kind: 'city',
    title: formatMessage(words.title, args, locale),
    url: dealerPathIn(locale, city.path),
    body: formatMessage(words.body, args, locale),
    locale,
  }
}

/**
 * Keeps one search entry per city with listed dealers and language, pointing at the city's directory page in
 * that language (its address tells the languages apart): creates the new, removes the gone, rewrites a changed
 * count. Returns the number of cities.
 */
export async function syncCityEntries(payload: Payload): Promise<number> {
  const cities = await listedCities(payload)
  const existing = new Map<string, Entry>()
  for (const entry of await allEntries(payload, { kind: { equals: 'city' } })) {
    if (entry.url && !existing.has(entry.url)) existing.set(entry.url, entry)
    else await payload.delete({ collection: SEARCH, id: entry.id, ...write })
  }
  for (const city of cities) {
    for (const locale of LOCALES) {
      const fields = cityEntry(city, locale)
      const entry = existing.get(fields.url!)
      existing.delete(fields.url!)
      if (!entry) await payload.create({ collection: SEARCH, data: { ...fields, priority: 0 }, ...write })
      else if (!same(entry, fields) || entry.locale !== locale)
        await payload.update({ collection: SEARCH, id: entry.id, data: fields, ...write })
    }
  }
  for (const entry of existing.values()) await payload.delete({ collection: SEARCH, id: entry.id, ...write })
  return cities.length
}
