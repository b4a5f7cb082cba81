import 'server-only'

import type { Payload } from 'payload'

import { MAX_QUERY_ROWS, SEARCH_QUERIES } from '../../cms/collections/Search/constants'
import { columnName, runStatement, sqlAdapter } from '../../cms/db/sqlAdapter'

const TABLE = SEARCH_QUERIES.replace(/-/g, '_')
/** The log is trimmed to its size on one write in this many (a DELETE on every search would be waste). */
const TRIM_EVERY = 50
let writes = 0

/**
 * Counts one search: the query's entry in the log is created or counted on, with one more search with no
 * results when nothing was found, in one statement that adds to what is stored (as lib/visits/store.ts
 * counts visits), so several servers add up. Past MAX_QUERY_ROWS the queries searched least recently go.
 * Values are bound, never written into the SQL text.
 */
export async function logSearch(
  payload: Payload,
  query: string,
  results: number,
  { maxRows = MAX_QUERY_ROWS, now = new Date() }: { maxRows?: number; now?: Date } = {},
): Promise<void> {
  if (!query) return
  const adapter = sqlAdapter(payload)
  const c = (key: string) => `"${columnName(adapter, TABLE, key)}"`
  const at = now.toISOString()
  await runStatement(
    adapter,
    `INSERT INTO "${TABLE}" (${c('query')}, ${c('count')}, ${c('noResults')}, ${c('lastResults')}, ${c('lastSearched')}, ${c('updatedAt')}, ${c('createdAt')})
     VALUES (?, 1, ?, ?, ?, ?, ?)
     ON CONFLICT (${c('query')}) DO UPDATE SET ${c('count')} = "${TABLE}".${c('count')} + 1,
       ${c('noResults')} = "${TABLE}".${c('noResults')} + excluded.${c('noResults')},
       ${c('lastResults')} = excluded.${c('lastResults')},
       ${c('lastSearched')} = excluded.${c('lastSearched')},
       ${c('updatedAt')} = excluded.${c('updatedAt')}`,
    [query, results === 0 ? 1 : 0, results, at, at, at],
  )
  writes++
  if (writes % TRIM_EVERY !== 0 && maxRows === MAX_QUERY_ROWS) return
  const all = adapter.name === 'postgres' ? 'ALL' : '-1'
  await runStatement(
    adapter,
    `DELETE FROM "${TABLE}" WHERE ${c('id')} IN (SELECT ${c('id')} FROM "${TABLE}" ORDER BY ${c('lastSearched')} DESC LIMIT ${all} OFFSET ?)`,
    [maxRows],
  )
}
