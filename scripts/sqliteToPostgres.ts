// Copies every row of a site's SQLite database into an empty PostgreSQL database migrated to the same
// migrations (scripts/sqlite-to-postgres.ts is its command, `npm run db:to-postgres`). Both schemas come from the
// same Payload config, so each SQLite table has a PostgreSQL table of the same name and columns; values are
// converted by the PostgreSQL column's type (SQLite keeps booleans as 0/1, JSON and timestamps as text).
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { createClient, type Transaction, type Value } from '@libsql/client'
import pg from 'pg'

import { DEFAULT_DATA_DIR, defaultDatabaseUrl } from '../src/config/defaults.mjs'

/** A copy that was not started, with what to do about it; nothing has been written. */
export class CopyRefused extends Error {
  override name = 'CopyRefused'
}

export type CopyOptions = {
  /** The SQLite database: a `file:` URL or a path. */
  from: string
  /** The PostgreSQL database: `postgres://…`. */
  to: string
  log?: (line: string) => void
  /** Rows read and inserted at a time (capped by PostgreSQL's 65,535 parameters a statement). */
  batchRows?: number
}

export type CopyReport = {
  /** Every copied table with its row count, empty ones included, by name. */
  tables: { table: string; rows: number }[]
  rows: number
  /** Sequences (serial columns) set past the copied ids. */
  sequences: number
  ms: number
}

/** Kept by each side for itself: the applied migrations are compared, never copied. */
const MIGRATIONS_TABLE = 'payload_migrations'
const MAX_PARAMETERS = 65_000
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * The SQLite database a default install uses: DATABASE_URL when it names a SQLite file, else `file:./data/site.db`
 * under DATA_DIR, as src/config/env.ts resolves it for `npm start`.
 */
export function defaultSource(environment: Record<string, string | undefined> = process.env): string {
  const url = environment.DATABASE_URL?.trim()
  if (url?.startsWith('file:')) return url
  return defaultDatabaseUrl('production', environment.DATA_DIR?.trim() || DEFAULT_DATA_DIR)
}

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url.trim())

/** A URL fit for a log line: the password replaced. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return url
  }
}

/** The file a `file:` URL (or a bare path) names, resolved from the working directory as the site does. */
export function sqliteFile(from: string): string {
  return path.resolve(
    from
      .trim()
      .replace(/^file:(\/\/(?=\/))?/, '')
      .replace(/\?.*$/, ''),
  )
}

/**
 * Copies every table of the SQLite database into the PostgreSQL one in one transaction, then sets each serial
 * column's sequence past the copied ids. Throws CopyRefused (having written nothing) when the target is not
 * PostgreSQL, the source file is missing, the two are at different migrations or schemas, or the target holds rows.
 */
export async function copySqliteToPostgres(options: CopyOptions): Promise<CopyReport> {
  const started = Date.now()
  const log = options.log ?? (() => {})
  const { from, to } = options
  if (!isPostgresUrl(to)) {
    throw new CopyRefused(
      `The target must be a PostgreSQL database (--to postgres://user:password@host:5432/name); got "${redact(to)}".`,
    )
  }
  if (isPostgresUrl(from)) {
    throw new CopyRefused(
      `The source must be the site's SQLite file (--from file:./data/site.db); got "${redact(from)}".`,
    )
  }
  const file = sqliteFile(from)
  if (!existsSync(file)) {
    throw new CopyRefused(
      `No SQLite database at ${file} (--from): give the site's database file, such as file:./data/site.db.`,
    )
  }

  const sqlite = createClient({ url: `file:${file}` })
  const target = new pg.Client({ connectionString: to })
  let read: Transaction | undefined
  try {
    try {
      await target.connect()
    } catch (error) {
      throw new CopyRefused(`Cannot connect to the target ${redact(to)}: ${(error as Error).message}`)
    }
    // One read transaction: every table is read from the same snapshot, even if the site is still writing.
    read = await sqlite.transaction('read')
    const source = read

    await compareMigrations(source, target, file)
    const schema = await compareSchemas(source, target)
    await refuseRowsInTarget(target, schema.tables)
    const order = await insertionOrder(target, schema.tables)

    log(`Copying ${schema.tables.length} tables from ${file} into ${redact(to)}…`)
    const counts = new Map<string, number>()
    await target.query('BEGIN')
    try {
      if (order.needsReplicaRole) {
        // Tables that refer to each other in a cycle: their foreign keys are not checked during the copy.
        try {
          await target.query('SET LOCAL session_replication_role = replica')
        } catch (error) {
          throw new CopyRefused(
            `Tables refer to each other in a cycle (${order.cyclic.join(', ')}): copying them needs a PostgreSQL ` +
              `superuser (session_replication_role): ${(error as Error).message}`,
          )
        }
      }
      for (const table of order.tables) {
        counts.set(
          table,
          await copyTable(source, target, table, schema.columns.get(table)!, options.batchRows),
        )
      }
      const sequences = await resetSequences(target)
      await target.query('COMMIT')

      const tables = [...counts]
        .map(([table, rows]) => ({ table, rows }))
        .sort((a, b) => a.table.localeCompare(b.table))
      const rows = tables.reduce((sum, t) => sum + t.rows, 0)
      const width = Math.max(...tables.filter((t) => t.rows > 0).map((t) => t.table.length), 5)
      for (const t of tables)
        if (t.rows > 0) log(`  ${t.table.padEnd(width)}  ${t.rows.toLocaleString('en-US').padStart(9)}`)
      const empty = tables.length - tables.filter((t) => t.rows > 0).length
      log(
        `  ${'total'.padEnd(width)}  ${rows.toLocaleString('en-US').padStart(9)} rows in ${tables.length - empty} tables ` +
          `(${empty} tables empty), ${sequences} id sequences set past the copied ids, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      )
      log(
        'Media files are not in the database: move them with `npm run media:to-s3` (S3_BUCKET), or copy MEDIA_DIR to ' +
          'where the instances read it.',
      )
      return { tables, rows, sequences, ms: Date.now() - started }
    } catch (error) {
      await target.query('ROLLBACK').catch(() => {})
      throw error
    }
  } finally {
    read?.close()
    sqlite.close()
    await target.end().catch(() => {})
  }
}

type Reader = Pick<Transaction, 'execute'>

/** Applied migrations by name without their timestamp (each dialect's files have their own), in order. */
const migrationName = (name: string) => name.replace(/^\d{8}_\d{6}_/, '')

/** The committed migrations of one dialect, by name without timestamp. */
function committedMigrations(dialect: 'sqlite' | 'postgres'): Set<string> {
  const dir = path.resolve(import.meta.dirname, '../src/cms/migrations', dialect)
  if (!existsSync(dir)) return new Set()
  return new Set(
    readdirSync(dir)
      .filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f))
      .map((f) => migrationName(f.replace(/\.ts$/, ''))),
  )
}

/**
 * Both databases must have applied the same migrations. Each dialect's migration files carry their own timestamps,
 * so names are compared without them; a migration committed for one dialect only (PostgreSQL's schedule_publish,
 * say) is left out of the comparison.
 */
async function compareMigrations(source: Reader, target: pg.Client, file: string): Promise<void> {
  const hasSourceTable = await source.execute({
    sql: "select 1 from sqlite_master where type = 'table' and name = ?",
    args: [MIGRATIONS_TABLE],
  })
  if (hasSourceTable.rows.length === 0) {
    throw new CopyRefused(`${file} has no ${MIGRATIONS_TABLE} table: it is not a migrated site database.`)
  }
  const { rows: hasTargetTable } = await target.query<{ t: string | null }>('select to_regclass($1) as t', [
    MIGRATIONS_TABLE,
  ])
  if (!hasTargetTable[0]?.t) {
    throw new CopyRefused(
      `The target has no ${MIGRATIONS_TABLE} table: migrate it first with DATABASE_URL=<the target> npm run migrate.`,
    )
  }
  const sourceNames = (await source.execute(`select name from ${MIGRATIONS_TABLE} order by name`)).rows.map(
    (r) => String(r[0]),
  )
  const targetNames = (
    await target.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by name`)
  ).rows.map((r) => r.name)
  // 'dev' is the mark of a schema pushed in development mode: its schema is whatever the code was at the time.
  for (const [side, names] of [
    ['source', sourceNames],
    ['target', targetNames],
  ] as const) {
    if (names.includes('dev')) {
      throw new CopyRefused(
        `The ${side} database's schema was pushed in development mode (payload_migrations has "dev"): copy only ` +
          'between databases made by `npm run migrate` (or `npm start`).',
      )
    }
  }
  const sqliteOnly = committedMigrations('sqlite')
  const postgresOnly = committedMigrations('postgres')
  for (const name of [...sqliteOnly]) {
    if (postgresOnly.delete(name)) sqliteOnly.delete(name)
  }
  const comparable = (names: string[], onlyHere: Set<string>) =>
    new Set(names.map(migrationName).filter((name) => !onlyHere.has(name)))
  const fromSource = comparable(sourceNames, sqliteOnly)
  const fromTarget = comparable(targetNames, postgresOnly)
  const missingInTarget = [...fromSource].filter((name) => !fromTarget.has(name))
  const missingInSource = [...fromTarget].filter((name) => !fromSource.has(name))
  if (missingInTarget.length > 0 || missingInSource.length > 0) {
    const parts = [
      missingInTarget.length > 0 ? `applied to the source only: ${missingInTarget.join(', ')}` : '',
      missingInSource.length > 0 ? `applied to the target only: ${missingInSource.join(', ')}` : '',
    ].filter(Boolean)
    throw new CopyRefused(
      `The two databases are at different migrations (${parts.join('; ')}). Migrate both with this release ` +
        '(`npm run migrate` with each DATABASE_URL) and run the copy again.',
    )
  }
}

type Column = { name: string; dataType: string; udtName: string }
type Schema = { tables: string[]; columns: Map<string, Column[]> }

/**
 * The tables and columns of both sides must match by name; returns the target's with their types. Each engine's
 * own search index is left out: SQLite's FTS5 tables (`_cf_search_fts*`) and PostgreSQL's generated columns (the
 * search entries' `fulltext` vector), which the target computes from the copied rows itself.
 */
async function compareSchemas(source: Reader, target: pg.Client): Promise<Schema> {
  const sourceColumns = new Map<string, Set<string>>()
  const { rows } = await source.execute(
    `select m.name, p.name from sqlite_master m join pragma_table_info(m.name) p
     where m.type = 'table' and m.name not like 'sqlite\\_%' escape '\\' and m.name not like 'libsql\\_%' escape '\\'
       and m.name <> '${MIGRATIONS_TABLE}' and m.name not like '\\_cf\\_%' escape '\\'
     order by m.name, p.cid`,
  )
  for (const row of rows) {
    const table = String(row[0])
    if (!sourceColumns.has(table)) sourceColumns.set(table, new Set())
    sourceColumns.get(table)!.add(String(row[1]))
  }
  const targetColumns = new Map<string, Column[]>()
  const { rows: columns } = await target.query<{
    table_name: string
    column_name: string
    data_type: string
    udt_name: string
  }>(
    `select c.table_name, c.column_name, c.data_type, c.udt_name
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.table_name <> $1
       and c.is_generated = 'NEVER'
     order by c.table_name, c.ordinal_position`,
    [MIGRATIONS_TABLE],
  )
  for (const c of columns) {
    if (!targetColumns.has(c.table_name)) targetColumns.set(c.table_name, [])
    targetColumns.get(c.table_name)!.push({ name: c.column_name, dataType: c.data_type, udtName: c.udt_name })
  }
  const differences: string[] = []
  const sourceOnly = [...sourceColumns.keys()].filter((t) => !targetColumns.has(t))
  const targetOnly = [...targetColumns.keys()].filter((t) => !sourceColumns.has(t))
  if (sourceOnly.length > 0) differences.push(`tables only in the source: ${sourceOnly.join(', ')}`)
  if (targetOnly.length > 0) differences.push(`tables only in the target: ${targetOnly.join(', ')}`)
  const columnsOnlyInSource: string[] = []
  const columnsOnlyInTarget: string[] = []
  for (const [table, names] of sourceColumns) {
    const inTarget = targetColumns.get(table)
    if (!inTarget) continue
    const targetNames = new Set(inTarget.map((c) => c.name))
    for (const name of names) if (!targetNames.has(name)) columnsOnlyInSource.push(`${table}.${name}`)
    for (const name of targetNames) if (!names.has(name)) columnsOnlyInTarget.push(`${table}.${name}`)
  }
  if (columnsOnlyInSource.length > 0)
    differences.push(`columns only in the source: ${columnsOnlyInSource.join(', ')}`)
  if (columnsOnlyInTarget.length > 0)
    differences.push(`columns only in the target: ${columnsOnlyInTarget.join(', ')}`)
  if (differences.length > 0) {
    throw new CopyRefused(
      `The two schemas differ (${differences.join('; ')}): both databases must be migrated by the same release.`,
    )
  }
  return { tables: [...targetColumns.keys()].sort(), columns: targetColumns }
}

/** The copy goes into an empty database only: any row in a target table refuses it. */
async function refuseRowsInTarget(target: pg.Client, tables: string[]): Promise<void> {
  if (tables.length === 0) return
  const { rows } = await target.query<{ t: string }>(
    tables
      .map((t) => `select ${pg.escapeLiteral(t)} as t where exists (select 1 from ${quote(t)})`)
      .join(' union all '),
  )
  if (rows.length > 0) {
    const names = rows.map((r) => r.t)
    throw new CopyRefused(
      `The target already holds content (${names.length} tables have rows: ${names.slice(0, 8).join(', ')}` +
        `${names.length > 8 ? ', …' : ''}). The copy goes into an empty database migrated with ` +
        '`DATABASE_URL=<the target> npm run migrate`, and nothing has been written.',
    )
  }
}

/**
 * Tables in an order where each comes after those its foreign keys point to, so every constraint holds as rows go
 * in. Tables in a cycle (none in this schema) go last, copied with foreign keys unchecked.
 */
async function insertionOrder(
  target: pg.Client,
  tables: string[],
): Promise<{ tables: string[]; needsReplicaRole: boolean; cyclic: string[] }> {
  const { rows } = await target.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint k
     join pg_class child on child.oid = k.conrelid
     join pg_class parent on parent.oid = k.confrelid
     where k.contype = 'f' and child.relnamespace = current_schema()::regnamespace`,
  )
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]))
  const selfReferring = new Set<string>()
  for (const { child, parent } of rows) {
    if (!parents.has(child) || !parents.has(parent)) continue
    if (child === parent) selfReferring.add(child)
    else parents.get(child)!.add(parent)
  }
  const ordered: string[] = []
  const placed = new Set<string>()
  let pending = [...tables]
  while (pending.length > 0) {
    const ready = pending.filter((t) => [...parents.get(t)!].every((p) => placed.has(p)))
    if (ready.length === 0) break
    for (const t of ready) {
      ordered.push(t)
      placed.add(t)
    }
    pending = pending.filter((t) => !placed.has(t))
  }
  const cyclic = [...pending, ...selfReferring]
  return { tables: [...ordered, ...pending], needsReplicaRole: cyclic.length > 0, cyclic }
}

type Convert = (value: Value) => unknown

class ConversionError extends Error {}

function fail(value: Value, type: string): never {
  const shown = value instanceof ArrayBuffer ? `<${value.byteLength} bytes>` : JSON.stringify(String(value))
  throw new ConversionError(`cannot convert ${shown} to ${type}`)
}

/** How a SQLite value becomes a value of the PostgreSQL column's type. */
export function converterFor(dataType: string): Convert {
  switch (dataType) {
    case 'boolean':
      return (v) => {
        if (v === null) return null
        if (typeof v === 'number' || typeof v === 'bigint') {
          if (Number(v) === 0) return false
          if (Number(v) === 1) return true
        }
        if (typeof v === 'string') {
          const s = v.trim().toLowerCase()
          if (s === '1' || s === 'true' || s === 't') return true
          if (s === '0' || s === 'false' || s === 'f') return false
        }
        return fail(v, dataType)
      }
    case 'smallint':
    case 'integer':
    case 'bigint':
      return (v) => {
        if (v === null) return null
        if (typeof v === 'number' && Number.isInteger(v)) return v
        if (typeof v === 'bigint') return v.toString()
        if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return v.trim()
        return fail(v, dataType)
      }
    case 'numeric':
    case 'real':
    case 'double precision':
      return (v) => {
        if (v === null) return null
        if (typeof v === 'number') return Number.isFinite(v) ? v : fail(v, dataType)
        if (typeof v === 'bigint') return v.toString()
        if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return v.trim()
        return fail(v, dataType)
      }
    case 'json':
    case 'jsonb':
      return (v) => {
        if (v === null) return null
        if (typeof v === 'string') {
          try {
            JSON.parse(v)
          } catch {
            return fail(v, dataType)
          }
          return v
        }
        if (typeof v === 'number' || typeof v === 'bigint') return v.toString()
        return fail(v, dataType)
      }
    case 'timestamp with time zone':
    case 'timestamp without time zone':
    case 'date':
    case 'time with time zone':
    case 'time without time zone':
      return (v) => {
        if (v === null) return null
        if (typeof v === 'string') return v
        // Drizzle's integer timestamps: seconds, or milliseconds in timestamp_ms mode.
        if (typeof v === 'number' || typeof v === 'bigint') {
          const n = Number(v)
          return new Date(Math.abs(n) < 1e11 ? n * 1000 : n).toISOString()
        }
        return fail(v, dataType)
      }
    case 'bytea':
      return (v) => {
        if (v === null) return null
        if (v instanceof ArrayBuffer) return Buffer.from(v)
        if (typeof v === 'string') return Buffer.from(v, 'utf8')
        return fail(v, dataType)
      }
    case 'ARRAY':
      return (v) => {
        if (v === null) return null
        if (typeof v === 'string') {
          try {
            const parsed: unknown = JSON.parse(v)
            if (Array.isArray(parsed)) return parsed
          } catch {
            // not a JSON array
          }
        }
        return fail(v, dataType)
      }
    default:
      // Text, varchar, enums (USER-DEFINED), uuid and the like: their text form.
      return (v) => {
        if (v === null) return null
        if (typeof v === 'string') return v
        if (typeof v === 'number' || typeof v === 'bigint') return v.toString()
        return fail(v, dataType)
      }
  }
}

/** Copies one table in batches read by rowid; returns its row count. */
async function copyTable(
  source: Reader,
  target: pg.Client,
  table: string,
  columns: Column[],
  batchRows = 1000,
): Promise<number> {
  const perStatement = Math.max(1, Math.min(batchRows, Math.floor(MAX_PARAMETERS / columns.length)))
  const converters = columns.map((c) => converterFor(c.dataType))
  const select = `select rowid, ${columns.map((c) => quote(c.name)).join(', ')} from ${quote(table)} where rowid > ? order by rowid limit ${perStatement}`
  const insertHead = `insert into ${quote(table)} (${columns.map((c) => quote(c.name)).join(', ')}) values `
  let last: Value = Number.MIN_SAFE_INTEGER
  let copied = 0
  for (;;) {
    const { rows } = await source.execute({ sql: select, args: [last] })
    if (rows.length === 0) return copied
    const params: unknown[] = []
    const tuples: string[] = []
    for (const row of rows) {
      const placeholders: string[] = []
      columns.forEach((column, i) => {
        try {
          params.push(converters[i]!(row[i + 1] as Value))
        } catch (error) {
          if (!(error instanceof ConversionError)) throw error
          throw new Error(`${table}.${column.name} (row ${String(row[0])}): ${error.message}`)
        }
        placeholders.push(`$${params.length}`)
      })
      tuples.push(`(${placeholders.join(', ')})`)
    }
    try {
      await target.query(insertHead + tuples.join(', '), params)
    } catch (error) {
      throw new Error(`Copying ${table} (rows after rowid ${String(last)}): ${(error as Error).message}`, {
        cause: error,
      })
    }
    copied += rows.length
    last = rows[rows.length - 1]![0] as Value
    if (rows.length < perStatement) return copied
  }
}

/** Each serial or identity column's sequence continues after the highest copied id. */
async function resetSequences(target: pg.Client): Promise<number> {
  const { rows } = await target.query<{ table_name: string; column_name: string; seq: string }>(
    `select c.table_name, c.column_name,
            pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name) as seq
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
       and pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name) is not null`,
  )
  for (const r of rows) {
    await target.query(
      `select setval($1, coalesce((select max(${quote(r.column_name)}) from ${quote(r.table_name)}), 0) + 1, false)`,
      [r.seq],
    )
  }
  return rows.length
}
