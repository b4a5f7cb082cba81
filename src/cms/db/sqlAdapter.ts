import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

type Row = Record<string, unknown>

/**
 * The part of Payload's drizzle adapters (SQLite and PostgreSQL alike) that bulk seeding and the lean index
 * query use. Described here rather than imported: the two adapters' own types differ in their drizzle
 * instance types, and only these members are touched.
 */
export interface SqlAdapter {
  name: string
  tables: Record<string, unknown>
  drizzle: unknown
  sessions: Record<string, { db: unknown } | undefined>
  beginTransaction(): Promise<null | number | string>
  commitTransaction(id: number | string): Promise<void>
  rollbackTransaction(id: number | string): Promise<void>
  insert(args: { db: unknown; tableName: string; values: Row[] }): Promise<Row[]>
  pool?: { query(text: string): Promise<{ rows: Row[] }> }
  client?: { execute(text: string): Promise<{ rows: ArrayLike<unknown> }> }
}

export function sqlAdapter(payload: Payload): SqlAdapter {
  const db: unknown = payload.db
  const name = payload.db.name
  if ((name !== 'sqlite' && name !== 'postgres') || typeof payload.db.beginTransaction !== 'function') {
    throw new Error(`Dealer bulk access needs Payload's SQLite or PostgreSQL adapter, not ${name}`)
  }
  return db as SqlAdapter
}

function table(adapter: SqlAdapter, name: string): object {
  const t = adapter.tables[name]
  if (!t || typeof t !== 'object')
    throw new Error(`No table ${name}: has the schema been pushed or migrated?`)
  return t
}

/** Column keys of one of Payload's tables, to catch a schema change before writing. */
export function tableColumns(adapter: SqlAdapter, name: string): Set<string> {
  return new Set(Object.keys(table(adapter, name)))
}

/** The database name of a column from its key in Payload's drizzle table (`data_companyID` -> `data_company_i_d`). */
export function columnName(adapter: SqlAdapter, tableName: string, key: string): string {
  const column: unknown = Reflect.get(table(adapter, tableName), key)
  const name: unknown = column && typeof column === 'object' ? Reflect.get(column, 'name') : undefined
  if (typeof name !== 'string') throw new Error(`No column ${key} in ${tableName}`)
  return name
}

/**
 * Runs a read-only SQL text on the adapter's own connection. The text is built from Payload's table and
 * column names only, never from input, so it needs no parameters.
 */
export async function selectRows(adapter: SqlAdapter, query: string): Promise<Row[]> {
  if (adapter.pool) return (await adapter.pool.query(query)).rows
  if (adapter.client) return Array.from((await adapter.client.execute(query)).rows, (r) => (r ?? {}) as Row)
  throw new Error('The database adapter exposes neither a pool nor a client')
}

/** Runs `fn` in one transaction when the adapter has them (SQLite only with transactionOptions set). */
export async function inTransaction<T>(adapter: SqlAdapter, fn: (db: unknown) => Promise<T>): Promise<T> {
  const id = await adapter.beginTransaction()
  const db = (id != null && adapter.sessions[String(id)]?.db) || adapter.drizzle
  try {
    const result = await fn(db)
    if (id != null) await adapter.commitTransaction(id)
    return result
  } catch (error) {
    if (id != null) await adapter.rollbackTransaction(id)
    throw error
  }
}

/**
 * Inserts rows in chunks. On PostgreSQL each chunk of up to 5,000 rows travels as one JSON value read by
 * `json_populate_recordset` (one parameter, typed by the table itself): several times faster than drizzle's
 * multi-row VALUES, which binds every column of every row (100,000 dealers: about 15 s against 65 s). On SQLite
 * the chunks stay under its bound-parameter limit. Either way the inserted rows come back keyed as the rows
 * went in (Payload's drizzle keys), with their ids.
 */
export async function insertChunked(
  adapter: SqlAdapter,
  db: unknown,
  tableName: string,
  rows: Row[],
): Promise<Row[]> {
  if (rows.length === 0) return []
  if (adapter.name === 'postgres') return insertAsJson(adapter, db, tableName, rows)
  // Every column of the table is bound for each row, the ones the rows leave to their defaults included.
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length, tableColumns(adapter, tableName).size)
  const perChunk = Math.max(1, Math.floor(30_000 / columns))
  const out: Row[] = []
  for (let i = 0; i < rows.length; i += perChunk) {
    out.push(...(await adapter.insert({ db, tableName, values: rows.slice(i, i + perChunk) })))
  }
  return out
}

const JSON_CHUNK = 5_000
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

async function insertAsJson(adapter: SqlAdapter, db: unknown, tableName: string, rows: Row[]): Promise<Row[]> {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const names = keys.map((key) => columnName(adapter, tableName, key))
  const target = quoted(tableName)
  const list = names.map(quoted).join(', ')
  const returning = ['id', ...keys.filter((k) => k !== 'id')]
    .map((key) => `${quoted(columnName(adapter, tableName, key))} AS ${quoted(key)}`)
    .join(', ')
  const head = sql.raw(`INSERT INTO ${target} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${target}, `)
  const tail = sql.raw(`::json) RETURNING ${returning}`)
  const execute = Reflect.get(db as object, 'execute') as
    | ((query: unknown) => Promise<{ rows: Row[] }>)
    | undefined
  if (typeof execute !== 'function') throw new Error('The PostgreSQL connection cannot run SQL')
  const out: Row[] = []
  for (let i = 0; i < rows.length; i += JSON_CHUNK) {
    const chunk = rows.slice(i, i + JSON_CHUNK).map((row) => {
      const byName: Row = {}
      keys.forEach((key, k) => {
        const value = row[key]
        if (value !== undefined) byName[names[k] as string] = value
      })
      return byName
    })
    // A column a row leaves out reads as NULL (the seed's rows all name the same columns).
    const result = await execute.call(db, sql`${head}${JSON.stringify(chunk)}${tail}`)
    out.push(...result.rows)
  }
  return out
}
/**
 * Runs one SQL statement with bound values on the adapter's own connection (outside any request's
 * transaction). Written with `?` placeholders; PostgreSQL's `$1, $2…` are put in here. Returns the rows it
 * answers (a RETURNING clause), if any.
 */
export async function runStatement(
  adapter: SqlAdapter,
  sql: string,
  values: readonly (string | number | null)[],
): Promise<Row[]> {
  if (adapter.pool) {
    let n = 0
    const text = sql.replace(/\?/g, () => `$${++n}`)
    const pool = adapter.pool as unknown as {
      query(text: string, values: readonly unknown[]): Promise<{ rows: Row[] }>
    }
    return (await pool.query(text, values)).rows
  }
  if (adapter.client) {
    const client = adapter.client as unknown as {
      execute(statement: { sql: string; args: readonly unknown[] }): Promise<{ rows: ArrayLike<unknown> }>
    }
    return Array.from((await client.execute({ sql, args: values })).rows, (r) => (r ?? {}) as Row)
  }
  throw new Error('The database adapter exposes neither a pool nor a client')
}
