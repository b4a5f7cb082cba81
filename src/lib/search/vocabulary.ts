import 'server-only'

import type { Payload } from 'payload'

import { columnName, runStatement, sqlAdapter } from '../../cms/db/sqlAdapter'
import { DEFAULT_LOCALE, type Locale } from '../../config/locales'
import { Vocabulary } from '../../domain/search/typos'

type Held = { version: string; vocabulary: Vocabulary }
/** Per database, per language. */
const held = new WeakMap<object, Map<Locale, Held>>()
const building = new WeakMap<object, Map<Locale, Promise<Held>>>()

function perLocale<T>(map: WeakMap<object, Map<Locale, T>>, adapter: object): Map<Locale, T> {
  let inner = map.get(adapter)
  if (!inner) map.set(adapter, (inner = new Map()))
  return inner
}

/**
 * A language's own words (domain/search/typos.ts), from the titles and texts of that language's search entries
 * the site shows: a Spanish query is corrected towards Spanish words only. Built once and again only when the
 * language's entries change: each call reads their count and latest change (one small statement) and compares
 * them with what the words were built from.
 */
export async function siteVocabulary(payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<Vocabulary> {
  const adapter = sqlAdapter(payload)
  const c = (key: string) => `"${columnName(adapter, 'search', key)}"`
  const ofLocale = `${c('locale')}${adapter.name === 'postgres' ? '::text' : ''} = ?`
  const [row] = await runStatement(
    adapter,
    `SELECT COUNT(*) AS n, MAX(${c('updatedAt')}) AS t FROM "search" WHERE ${ofLocale}`,
    [locale],
  )
  const version = `${String(row?.n)}:${String(row?.t instanceof Date ? row.t.toISOString() : row?.t)}`
  const current = perLocale(held, adapter).get(locale)
  if (current?.version === version) return current.vocabulary
  const pendingByLocale = perLocale(building, adapter)
  let pending = pendingByLocale.get(locale)
  if (!pending) {
    pending = runStatement(
      adapter,
      `SELECT ${c('title')} AS title, ${c('body')} AS body FROM "search" WHERE ${c('url')} IS NOT NULL AND ${ofLocale}`,
      [locale],
    )
      .then((rows) => {
        const texts = rows.flatMap((r) => [String(r.title ?? ''), String(r.body ?? '')])
        const made = { version, vocabulary: new Vocabulary(texts) }
        perLocale(held, adapter).set(locale, made)
        return made
      })
      .finally(() => pendingByLocale.delete(locale))
    pendingByLocale.set(locale, pending)
  }
  return (await pending).vocabulary
}
