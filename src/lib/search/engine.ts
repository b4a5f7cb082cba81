import 'server-only'

import type { Payload } from 'payload'

import { SEARCH_KINDS, type SearchKind } from '../../cms/collections/Search/constants'
import { dealerEditGeneration } from '../../cms/collections/Dealers/editGeneration'
import { ensureFullText, FTS_TABLE, searchColumns } from '../../cms/collections/Search/fullText'
import { PG_TEXT_CONFIG, PG_VECTOR_COLUMN } from '../../cms/collections/Search/postgresVector'
import { syncCityEntries } from '../../cms/collections/Search/reindex'
import { runStatement, sqlAdapter, type SqlAdapter } from '../../cms/db/sqlAdapter'
import { DEFAULT_LOCALE, type Locale } from '../../config/locales'
import { excerptPieces, plainExcerpt, type ExcerptPiece } from '../../domain/search/excerpt'
import { parseQuery, queryText, type QueryPart } from '../../domain/search/query'
import { ELLIPSIS, MARK_CLOSE, MARK_OPEN } from '../../domain/search/text'
import { siteVocabulary } from './vocabulary'

/** Results on the search page. */
export const MAX_RESULTS = 20

export type SearchHit = {
  id: number
  title: string
  url: string
  kind: SearchKind
  excerpt: ExcerptPiece[]
  pinned: boolean
}

export type SearchOutcome = {
  /** The query as pins and the log know it (lower case, words only). */
  normalized: string
  /** The query the results are for when a misspelt word was replaced (`furnace filter`), else null. */
  corrected: string | null
  /** Whether only some of the query's words are in each result (no result had them all). */
  partial: boolean
  results: SearchHit[]
}

type Row = Record<string, unknown>
type Match = 'all' | 'any'

const kindOf = (v: unknown): SearchKind =>
  SEARCH_KINDS.includes(v as SearchKind) ? (v as SearchKind) : 'page'

/** FTS5's query text: each part a quoted phrase (its words are letters and digits only, so nothing escapes). */
const ftsMatch = (parts: readonly QueryPart[], match: Match): string =>
  parts.map((p) => `"${p.words.join(' ')}"`).join(match === 'all' ? ' AND ' : ' OR ')

/**
 * SQLite: the best `limit` entries by priority and FTS5's bm25 (title weighted 8 to the text's 1) first, then
 * the excerpts (`snippet`) of those only: an excerpt for every matching entry would cost more than the rank.
 */
async function sqliteMatches(
  adapter: SqlAdapter,
  parts: QueryPart[],
  match: Match,
  limit: number,
  locale: Locale,
) {
  const s = searchColumns(adapter)
  const f = `"${FTS_TABLE}"`
  const query = ftsMatch(parts, match)
  return runStatement(
    adapter,
    `WITH top AS (
       SELECT s.${s.id} AS id, coalesce(s."priority", 0) AS priority, bm25(${f}, 8.0, 1.0) AS score
       FROM ${f} JOIN "search" s ON s.${s.id} = ${f}.rowid
       WHERE ${f} MATCH ? AND s.${s.url} IS NOT NULL AND s.${s.locale} = ?
       ORDER BY priority DESC, score, s.${s.id}
       LIMIT ?
     )
     SELECT s.${s.id} AS id, s.${s.title} AS title, s.${s.url} AS url, s.${s.kind} AS kind, s.${s.body} AS body,
       snippet(${f}, 1, ?, ?, ?, 28) AS excerpt
     FROM top JOIN ${f} ON ${f}.rowid = top.id JOIN "search" s ON s.${s.id} = top.id
     WHERE ${f} MATCH ?
     ORDER BY top.priority DESC, top.score, top.id`,
    [query, locale, limit, MARK_OPEN, MARK_CLOSE, ELLIPSIS, query],
  )
}

const HEADLINE = `StartSel="${MARK_OPEN}", StopSel="${MARK_CLOSE}", MaxWords=30, MinWords=14, MaxFragments=2, FragmentDelimiter=" ${ELLIPSIS} "`

/**
 * PostgreSQL: the best `limit` entries of the language by priority and `ts_rank` on the stored weighted vector
 * (its GIN index finds the matches), then `ts_headline` for those only. The query is stemmed with the language's
 * configuration, as its entries' vectors are (postgresVector.ts).
 */
async function postgresMatches(
  adapter: SqlAdapter,
  parts: QueryPart[],
  match: Match,
  limit: number,
  locale: Locale,
) {
  const s = searchColumns(adapter)
  const v = `s."${PG_VECTOR_COLUMN}"`
  // A name from a fixed table, never the visitor's text.
  const config = `'${PG_TEXT_CONFIG[locale]}'`
  // One phraseto_tsquery per part (a single word is a phrase of one), joined with && or ||; the words are bound.
  const query = parts.map(() => `phraseto_tsquery(${config}, ?)`).join(match === 'all' ? ' && ' : ' || ')
  return runStatement(
    adapter,
    `WITH q AS (SELECT (${query}) AS query),
     top AS (
       SELECT s.${s.id} AS id, coalesce(s."priority", 0) AS priority, ts_rank(${v}, q.query) AS rank
       FROM "search" s, q
       WHERE ${v} @@ q.query AND s.${s.url} IS NOT NULL AND s.${s.locale}::text = ?
       ORDER BY priority DESC, rank DESC, s.${s.id}
       LIMIT ?
     )
     SELECT s.${s.id} AS id, s.${s.title} AS title, s.${s.url} AS url, s.${s.kind}::text AS kind, s.${s.body} AS body,
       ts_headline(${config}, coalesce(s.${s.body}, ''), q.query, ?) AS excerpt
     FROM top JOIN "search" s ON s.${s.id} = top.id, q
     ORDER BY top.priority DESC, top.rank DESC, top.id`,
    [...parts.map((p) => p.words.join(' ')), locale, limit, HEADLINE],
  )
}

const matches = (adapter: SqlAdapter, parts: QueryPart[], match: Match, limit: number, locale: Locale) =>
  adapter.name === 'postgres'
    ? postgresMatches(adapter, parts, match, limit, locale)
    : sqliteMatches(adapter, parts, match, limit, locale)

/** An excerpt with a mark, else the start of the text with the query's words marked where they occur. */
function excerptOf(row: Row, words: string[]): ExcerptPiece[] {
  const marked = String(row.excerpt ?? '')
  if (marked.includes(MARK_OPEN)) return excerptPieces(marked)
  const body = String(row.body ?? '')
  return excerptPieces(plainExcerpt(body || String(row.title ?? ''), words))
}

const hitOf = (row: Row, words: string[], pinned: boolean): SearchHit => ({
  id: Number(row.id),
  title: String(row.title ?? ''),
  url: String(row.url ?? ''),
  kind: kindOf(row.kind),
  excerpt: excerptOf(row, words),
  pinned,
})

/**
 * The entries an editor pinned for this query, in their order (only those still on the site, and of the
 * language searched: a pin of an English entry is not shown in the Spanish search).
 */
async function pinnedRows(adapter: SqlAdapter, normalized: string, locale: Locale): Promise<Row[]> {
  const s = searchColumns(adapter)
  const rows = await runStatement(
    adapter,
    `SELECT s.${s.id} AS id, s.${s.title} AS title, s.${s.url} AS url, s.${s.kind} AS kind, s.${s.body} AS body
     FROM "search_pins" p
     JOIN "search_pins_rels" r ON r."parent_id" = p."id" AND r."path" = 'results'
     JOIN "search" s ON s.${s.id} = r."search_id"
     WHERE p."query" = ? AND s.${s.url} IS NOT NULL AND ${adapter.name === 'postgres' ? `s.${s.locale}::text` : `s.${s.locale}`} = ?
     ORDER BY r."order"`,
    [normalized, locale],
  )
  return rows
}

/** The dealer edit generation the city entries were last brought up to date at (the seed did it at start). */
let citiesAt = dealerEditGeneration()

/**
 * After a dealer edit in this process, the cities' entries are brought up to date in the background: the
 * search that notices goes on with the entries as they are.
 */
function refreshCitiesAfterDealerEdits(payload: Payload): void {
  const generation = dealerEditGeneration()
  if (generation === citiesAt) return
  citiesAt = generation
  void syncCityEntries(payload).catch((error: unknown) => {
    citiesAt = -1
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'search city entries failed',
        err: error instanceof Error ? error.message : String(error),
      }),
    )
  })
}

/**
 * Searches the site in a language (docs/search.md), its own entries only (English by default): the query's words and "phrases" all in a result, ranked by the
 * database's full-text rank (title above text) after the editors' priority. When nothing has them all and a
 * word is not the site's own, it is replaced by the nearest of the site's words (`furnance` → `furnace`) and
 * the search is made again; when still nothing has them all, results with some of them are shown. Results an
 * editor pinned for the query come first.
 */
export async function searchSite(
  payload: Payload,
  q: string,
  { limit = MAX_RESULTS, locale = DEFAULT_LOCALE }: { limit?: number; locale?: Locale } = {},
): Promise<SearchOutcome> {
  const { normalized, parts } = parseQuery(q)
  const outcome: SearchOutcome = { normalized, corrected: null, partial: false, results: [] }
  if (parts.length === 0) return outcome
  await ensureFullText(payload)
  refreshCitiesAfterDealerEdits(payload)
  const adapter = sqlAdapter(payload)
  const pins = await pinnedRows(adapter, normalized, locale)

  let used = parts
  let rows = await matches(adapter, parts, 'all', limit, locale)
  if (rows.length === 0) {
    const vocabulary = await siteVocabulary(payload, locale)
    const fixed = parts.map((p) => ({ words: p.words.map((w) => vocabulary.correct(w) ?? w) }))
    const changed = fixed.some((p, i) => p.words.join(' ') !== parts[i]!.words.join(' '))
    if (changed) {
      used = fixed
      rows = await matches(adapter, fixed, 'all', limit, locale)
      outcome.corrected = queryText(fixed)
    }
    if (rows.length === 0 && used.length > 1) {
      rows = await matches(adapter, used, 'any', limit, locale)
      outcome.partial = rows.length > 0
    }
    if (rows.length === 0 && outcome.corrected && !outcome.partial) outcome.corrected = null
  }
  const words = used.flatMap((p) => p.words)
  const pinnedIds = new Set(pins.map((r) => Number(r.id)))
  const byId = new Map(rows.map((r) => [Number(r.id), r]))
  outcome.results = [
    ...pins.map((r) => hitOf(byId.get(Number(r.id)) ?? r, words, true)),
    ...rows.filter((r) => !pinnedIds.has(Number(r.id))).map((r) => hitOf(r, words, false)),
  ].slice(0, limit)
  return outcome
}
