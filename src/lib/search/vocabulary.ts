import 'server-only'

import type { Payload } from 'payload'

import { columnName, selectRows, sqlAdapter } from '../../cms/db/sqlAdapter'
import { Vocabulary } from '../../domain/search/typos'

type Held = { version: string; vocabulary: Vocabulary }
const held = new WeakMap<object, Held>()
const building = new WeakMap<object, Promise<Held>>()

/**
 * The site's own words (domain/search/typos.ts), from the titles and texts of the search entries the site
 * shows. Built once and again only when the entries change: each call reads the entries' count and latest
 * change (one small statement) and compares them with what the words were built from.
 */
export async function siteVocabulary(payload: Payload): Promise<Vocabulary> {
  const adapter = sqlAdapter(payload)
  const c = (key: string) => `"${columnName(adapter, 'search', key)}"`
  const [row] = await selectRows(adapter, `SELECT COUNT(*) AS n, MAX(${c('updatedAt')}) AS t FROM "search"`)
  const version = `${String(row?.n)}:${String(row?.t instanceof Date ? row.t.toISOString() : row?.t)}`
  const current = held.get(adapter)
  if (current?.version === version) return current.vocabulary
  let pending = building.get(adapter)
  if (!pending) {
    pending = selectRows(
      adapter,
      `SELECT ${c('title')} AS title, ${c('body')} AS body FROM "search" WHERE ${c('url')} IS NOT NULL`,
    )
      .then((rows) => {
        const texts = rows.flatMap((r) => [String(r.title ?? ''), String(r.body ?? '')])
        const made = { version, vocabulary: new Vocabulary(texts) }
        held.set(adapter, made)
        return made
      })
      .finally(() => building.delete(adapter))
    building.set(adapter, pending)
  }
  return (await pending).vocabulary
}
