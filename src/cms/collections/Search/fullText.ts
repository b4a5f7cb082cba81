import type { Payload } from 'payload'

import { columnName, runStatement, selectRows, sqlAdapter, type SqlAdapter } from '../../db/sqlAdapter'
import { SEARCH } from './constants'

/**
 * The full-text index over the search entries (docs/search.md), made by the application at run time, after the
 * schema exists, because neither engine's index can be described in Payload's fields:
 *
 * - SQLite: an FTS5 table (Porter stemming, accents folded) kept in step with the entries by triggers. Its name
 *   starts with `_cf_`, a prefix drizzle-kit's schema push leaves alone: any other table Payload does not know
 *   would be offered for dropping at every push (development and the SQLite tests), and a push that asks with no
 *   terminal to answer ends the process.
 * - PostgreSQL needs nothing here: the entries' weighted tsvector is a stored column of Payload's own schema with
 *   its GIN index (postgresVector.ts), made by the migrations.
 *
 * Each statement is idempotent; `ensureFullText` runs them once per process and database.
 */
export const FTS_TABLE = '_cf_search_fts'

export type FullTextColumns = {
  id: string
  title: string
  body: string
  url: string
  kind: string
  locale: string
}

export function searchColumns(adapter: SqlAdapter): FullTextColumns {
  const c = (key: string) => `"${columnName(adapter, SEARCH, key)}"`
  return {
    id: c('id'),
    title: c('title'),
    body: c('body'),
    url: c('url'),
    kind: c('kind'),
    locale: c('locale'),
  }
}

async function createSqlite(adapter: SqlAdapter): Promise<void> {
  const cols = searchColumns(adapter)
  const row = (prefix: 'new' | 'old') =>
    `${prefix}.${cols.id}, coalesce(${prefix}.${cols.title}, ''), coalesce(${prefix}.${cols.body}, '')`
  const statements = [
    `CREATE VIRTUAL TABLE IF NOT EXISTS "${FTS_TABLE}" USING fts5(title, body, tokenize = 'porter unicode61 remove_diacritics 2')`,
    `CREATE TRIGGER IF NOT EXISTS "${FTS_TABLE}_ai" AFTER INSERT ON "search" BEGIN
       INSERT INTO "${FTS_TABLE}" (rowid, title, body) VALUES (${row('new')}); END`,
    `CREATE TRIGGER IF NOT EXISTS "${FTS_TABLE}_ad" AFTER DELETE ON "search" BEGIN
       DELETE FROM "${FTS_TABLE}" WHERE rowid = old.${cols.id}; END`,
    `CREATE TRIGGER IF NOT EXISTS "${FTS_TABLE}_au" AFTER UPDATE ON "search" BEGIN
       DELETE FROM "${FTS_TABLE}" WHERE rowid = old.${cols.id};
       INSERT INTO "${FTS_TABLE}" (rowid, title, body) VALUES (${row('new')}); END`,
  ]
  for (const sql of statements) await runStatement(adapter, sql, [])
  // Entries written before the triggers existed (a database migrated, then seeded by an older build).
  const [counts] = await selectRows(
    adapter,
    `SELECT (SELECT COUNT(*) FROM "search") AS entries, (SELECT COUNT(*) FROM "${FTS_TABLE}") AS indexed`,
  )
  if (Number(counts?.entries) !== Number(counts?.indexed)) {
    await runStatement(adapter, `DELETE FROM "${FTS_TABLE}"`, [])
    await runStatement(
      adapter,
      `INSERT INTO "${FTS_TABLE}" (rowid, title, body) SELECT ${cols.id}, coalesce(${cols.title}, ''), coalesce(${cols.body}, '') FROM "search"`,
      [],
    )
  }
}

const ready = new WeakMap<object, Promise<void>>()

/** Makes sure the full-text index exists (once per process and database; a failure is tried again next time). */
export function ensureFullText(payload: Payload): Promise<void> {
  const adapter = sqlAdapter(payload)
  const known = ready.get(adapter)
  if (known) return known
  const made = (adapter.name === 'postgres' ? Promise.resolve() : createSqlite(adapter)).catch(
    (error: unknown) => {
      ready.delete(adapter)
      throw error
    },
  )
  ready.set(adapter, made)
  return made
}
