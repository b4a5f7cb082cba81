import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createPostgresDatabase, root, runToFile } from '../../scripts/lib.mjs'
import { copySqliteToPostgres, CopyRefused, type CopyReport } from '../../scripts/sqliteToPostgres'

// `npm run db:to-postgres` (scripts/sqlite-to-postgres.ts): a site prepared as `npm start` prepares it (migrations
// and demo content in SQLite) is copied into a PostgreSQL database migrated by `payload migrate`, then read back
// through Payload on both sides. It makes both databases itself, whatever TEST_DB says, so `npm test` runs it
// once, in the PostgreSQL pass of the integration tests (vitest.config.ts leaves it out of the SQLite pass).
const ADMIN = { email: 'copy-admin@example.com', password: 'copy-password-0123' }
const stamp = `to_pg_${Date.now()}_${process.pid}`
const dir = path.resolve(root, 'tmp', stamp)
const sqliteUrl = `file:${path.join(dir, 'site.db')}`
const base: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dir,
  PAYLOAD_SECRET: 'copy-test-secret-0123456789abcdef',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JOBS_AUTORUN: 'false',
}

/** Runs a command with its output in a log file; throws with the end of that log when it fails. */
async function mustRun(cmd: string, args: string[], env: NodeJS.ProcessEnv, label: string): Promise<string> {
  const log = path.join(dir, `${label}.log`)
  const code = await runToFile(cmd, args, env, log)
  const output = readFileSync(log, 'utf8')
  if (code !== 0) throw new Error(`${label} failed (exit ${code}):\n${output.slice(-3000)}`)
  return output
}

/**
 * A fresh PostgreSQL database with the committed migrations, applied as `npm run migrate` applies them. `payload
 * migrate` has been seen to exit 0 having applied nothing (tests/int/globalSetup.ts): checked, and run once more.
 */
async function migratedPostgres(label: string) {
  const db = await createPostgresDatabase(`${stamp}_${label}`)
  const env = { ...base, DATABASE_URL: db.url }
  for (let attempt = 1; ; attempt++) {
    await mustRun('payload', ['migrate'], env, `migrate-${label}-${attempt}`)
    const { rows } = await query(db.url, "select to_regclass('payload_migrations') is not null as ok")
    if (rows[0]?.ok) return db
    if (attempt === 2) throw new Error(`payload migrate left ${label} without tables`)
  }
}

async function query(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(sql, params)
  } finally {
    await client.end()
  }
}

/** Every table's row count on the SQLite side (what the copy reads: no internals, no migrations table). */
async function sqliteCounts(): Promise<Map<string, number>> {
  const client = createClient({ url: sqliteUrl })
  try {
    const { rows } = await client.execute(
      // SQLite's own search index (FTS5, `_cf_search_fts*`) is not copied: PostgreSQL computes its own.
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> 'payload_migrations' and name not like '\\_cf\\_%' escape '\\'",
    )
    const counts = new Map<string, number>()
    for (const row of rows) {
      const table = String(row[0])
      const { rows: n } = await client.execute(`select count(*) from "${table}"`)
      counts.set(table, Number(n[0]![0]))
    }
    return counts
  } finally {
    client.close()
  }
}

async function postgresCounts(url: string): Promise<Map<string, number>> {
  const { rows } = await query(
    url,
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'payload_migrations'",
  )
  const tables = rows.map((r: { table_name: string }) => r.table_name)
  const { rows: counts } = await query(
    url,
    tables.map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`).join(' union all '),
  )
  return new Map(counts.map((r: { t: string; n: number }) => [r.t, r.n]))
}

/** What a SQLite value must read as from a PostgreSQL column of the given type (independent of the copy's own rules). */
function expected(value: string | number | null | undefined, type: string): unknown {
  if (value === null || value === undefined) return null
  if (type === 'boolean') return value === 1
  if (type === 'numeric') return Number(value)
  if (type === 'jsonb') return JSON.parse(String(value))
  if (type.startsWith('timestamp')) return new Date(String(value)).getTime()
  return value
}

/** A PostgreSQL value in the same terms. */
function read(value: unknown, type: string): unknown {
  if (value === null) return null
  if (type === 'numeric') return Number(value)
  if (type.startsWith('timestamp')) return (value as Date).getTime()
  return value
}

async function sqliteValue(sql: string): Promise<number> {
  const client = createClient({ url: sqliteUrl })
  try {
    return Number((await client.execute(sql)).rows[0]![0])
  } finally {
    client.close()
  }
}

/**
 * Payload on one of the two databases, in its own process (this one's Payload is on the shared test database):
 * `enrich` adds what the demo content lacks (a draft over a published page, a trashed page, a redirect, a
 * preference, a locked document); `read` prints a page with its draft and versions, a dealer, the site settings
 * and the users as Payload returns them; `after` signs in and creates a page.
 */
const INSPECT = `
import config from '@payload-config'
import { getPayload } from 'payload'

const [mode, pageArg, dealerArg, email, password] = process.argv.slice(2)
const pageId = Number(pageArg)
const context = { disableRevalidate: true }
const payload = await getPayload({ config, disableOnInit: true })
const out: Record<string, unknown> = {}
try {
  if (mode === 'enrich') {
    const found = (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0]!
    const user = { ...found, collection: 'users' as const }
    await payload.update({ collection: 'pages', id: pageId, data: { title: 'A draft over the published page' }, draft: true, context })
    const trashed = (await payload.find({ collection: 'pages', where: { id: { not_equals: pageId } }, sort: '-id', limit: 1 })).docs[0]!
    await payload.update({ collection: 'pages', id: trashed.id, data: { deletedAt: '2026-11-20T10:11:12.345Z' }, context })
    await payload.create({ collection: 'redirects', data: { from: '/old-address', to: { type: 'custom', url: '/new-address' } }, context })
    await payload.create({ collection: 'payload-preferences', data: { key: 'pages-list', value: { columns: [{ accessor: 'title', active: true }] }, user: { relationTo: 'users', value: user.id } }, user, context })
    await payload.create({ collection: 'payload-locked-documents', data: { document: { relationTo: 'pages', value: pageId }, globalSlug: null, user: { relationTo: 'users', value: user.id } }, user, context })
  } else {
    out.published = await payload.findByID({ collection: 'pages', id: pageId, depth: 0 })
    out.draft = await payload.findByID({ collection: 'pages', id: pageId, depth: 0, draft: true })
    out.versions = (await payload.findVersions({ collection: 'pages', where: { parent: { equals: pageId } }, sort: 'createdAt', depth: 0 })).docs
    out.trash = (await payload.find({ collection: 'pages', trash: true, where: { deletedAt: { exists: true } }, depth: 0 })).docs
    out.dealer = await payload.findByID({ collection: 'dealers', id: dealerArg!, depth: 0 })
    out.settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    out.users = (await payload.find({ collection: 'users', depth: 0, sort: 'id' })).docs
    out.redirects = (await payload.find({ collection: 'redirects', depth: 0 })).docs
    out.preferences = (await payload.find({ collection: 'payload-preferences', depth: 0 })).docs
    if (mode === 'after') {
      const login = await payload.login({ collection: 'users', data: { email: email!, password: password! } })
      out.login = { email: login.user.email, token: typeof login.token === 'string' && login.token.length > 0 }
      const created = await payload.create({ collection: 'pages', data: { title: 'After the move', path: '/after-the-move' }, context })
      out.created = created.id
    }
  }
} finally {
  await payload.db.destroy?.()
}
console.log('RESULT ' + JSON.stringify(out))
process.exit(0)
`
type Inspected = Record<string, unknown> & { login?: { email: string; token: boolean }; created?: number }

async function inspect(
  databaseUrl: string,
  mode: 'enrich' | 'read' | 'after',
  label: string,
): Promise<Inspected> {
  const output = await mustRun(
    'tsx',
    [path.join(dir, 'inspect.ts'), mode, String(pageId), String(dealerId), ADMIN.email, ADMIN.password],
    { ...base, DATABASE_URL: databaseUrl },
    label,
  )
  const line = output.split('\n').find((l) => l.startsWith('RESULT '))
  if (!line) throw new Error(`${label} printed no result:\n${output.slice(-3000)}`)
  return JSON.parse(line.slice('RESULT '.length)) as Inspected
}

let target: { url: string; drop: () => Promise<void> }
let other: { url: string; drop: () => Promise<void> }
let pageId: number
let dealerId: number
let report: CopyReport
const lines: string[] = []
let fromSqlite: Inspected

describe('npm run db:to-postgres (SQLite into PostgreSQL)', () => {
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'inspect.ts'), INSPECT)
    // The site's own start: migrations and demo content into a new SQLite file; two PostgreSQL databases beside it.
    const prepared = mustRun('tsx', ['scripts/prepare.ts'], { ...base, DATABASE_URL: sqliteUrl }, 'prepare')
    ;[target, other] = await Promise.all([migratedPostgres('target'), migratedPostgres('other'), prepared])
    // The page with the most blocks, and a dealer with reviews.
    pageId = await sqliteValue(
      'select _parent_id from pages_blocks_paragraph group by _parent_id order by count(*) desc, _parent_id limit 1',
    )
    dealerId = await sqliteValue(
      'select dealer_id from dealer_reviews group by dealer_id order by count(*) desc, dealer_id limit 1',
    )
    await inspect(sqliteUrl, 'enrich', 'enrich')
    fromSqlite = await inspect(sqliteUrl, 'read', 'read-sqlite')
    report = await copySqliteToPostgres({ from: sqliteUrl, to: target.url, log: (line) => lines.push(line) })
  }, 300_000)

  afterAll(async () => {
    await target?.drop()
    await other?.drop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('copies every row of every table, and prints each non-empty table, the total and the media step', async () => {
    const source = await sqliteCounts()
    const copied = await postgresCounts(target.url)
    expect([...copied.keys()].sort()).toEqual([...source.keys()].sort())
    for (const [table, rows] of source) expect({ table, rows: copied.get(table) }).toEqual({ table, rows })

    const total = [...source.values()].reduce((a, b) => a + b, 0)
    expect(report.rows).toBe(total)
    // The demo site: dealers and their reviews, pages with blocks and versions, relationships, users, globals.
    for (const table of [
      'dealers',
      'dealer_reviews',
      'pages',
      '_pages_v',
      'pages_blocks_paragraph',
      'pages_rels',
      'users',
      'users_roles',
      'site_settings',
      'media',
      'redirects',
      'payload_preferences',
      'payload_preferences_rels',
      'payload_locked_documents',
      'payload_locked_documents_rels',
    ]) {
      expect(source.get(table), table).toBeGreaterThan(0)
    }
    expect(total).toBeGreaterThan(25_000)

    const nonEmpty = [...source].filter(([, n]) => n > 0)
    const tableLines = lines.filter((l) => /^ {2}\S+ +[\d,]+$/.test(l))
    expect(tableLines).toHaveLength(nonEmpty.length)
    expect(tableLines).toContainEqual(
      expect.stringMatching(new RegExp(`^  dealers +${source.get('dealers')!.toLocaleString('en-US')}$`)),
    )
    expect(lines.some((l) => l.startsWith('  total') && l.includes(total.toLocaleString('en-US')))).toBe(true)
    expect(lines.at(-1)).toContain('npm run media:to-s3')
  })

  it('keeps every value of every table: booleans, numbers, timestamps and JSON by their PostgreSQL type', async () => {
    const { rows: columns } = await query(
      target.url,
      // Generated columns (the search entries' vector) are PostgreSQL's own, computed from the copied ones.
      "select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name <> 'payload_migrations' and is_generated = 'NEVER'",
    )
    const types = new Map<string, Map<string, string>>()
    for (const c of columns as { table_name: string; column_name: string; data_type: string }[]) {
      if (!types.has(c.table_name)) types.set(c.table_name, new Map())
      types.get(c.table_name)!.set(c.column_name, c.data_type)
    }
    const client = createClient({ url: sqliteUrl })
    const mismatches: { table: string; id: unknown; column: string; sqlite: unknown; postgres: unknown }[] =
      []
    let compared = 0
    try {
      for (const [table, columnTypes] of types) {
        const fromSqlite = new Map(
          (await client.execute(`select * from "${table}"`)).rows.map((r) => [String(r.id), r]),
        )
        const { rows } = await query(target.url, `select * from "${table}"`)
        expect(rows.length, table).toBe(fromSqlite.size)
        for (const row of rows as Record<string, unknown>[]) {
          const before = fromSqlite.get(String(row.id))
          expect(before, `${table} ${String(row.id)}`).toBeDefined()
          for (const [column, type] of columnTypes) {
            const sqlite = expected(before![column] as string | number | null, type)
            const postgres = read(row[column], type)
            compared += 1
            if (!isDeepStrictEqual(postgres, sqlite))
              mismatches.push({ table, id: row.id, column, sqlite, postgres })
          }
        }
      }
    } finally {
      client.close()
    }
    expect(mismatches.slice(0, 5)).toEqual([])
    expect(compared).toBeGreaterThan(300_000)

    // Spelled out for the types SQLite does not have: PostgreSQL holds real booleans, objects and instants.
    const { rows: kinds } = await query(
      target.url,
      `select (select count(*)::int from dealer_reviews where is_demo) as demo_reviews,
              (select count(*)::int from _pages_v where not latest) as older_versions,
              (select jsonb_typeof(content) from pages_blocks_paragraph limit 1) as rich_text,
              (select pg_typeof(created_at)::text from pages limit 1) as created_at`,
    )
    expect(kinds[0]).toEqual({
      demo_reviews: await sqliteValue('select count(*) from dealer_reviews where is_demo = 1'),
      older_versions: await sqliteValue('select count(*) from _pages_v where latest = 0'),
      rich_text: 'object',
      created_at: 'timestamp with time zone',
    })
    expect(kinds[0].older_versions).toBeGreaterThan(0)
  })

  it('reads back the same page (blocks, draft, versions), dealer, site settings and users through Payload', async () => {
    const fromPostgres = await inspect(target.url, 'read', 'read-postgres')
    expect((fromSqlite.versions as unknown[]).length).toBeGreaterThanOrEqual(2)
    expect((fromSqlite.draft as { title: string }).title).toBe('A draft over the published page')
    expect((fromSqlite.trash as unknown[]).length).toBe(1)
    expect(((fromSqlite.published as { layout: unknown[] }).layout ?? []).length).toBeGreaterThan(3)
    expect(fromPostgres).toEqual(fromSqlite)
  }, 120_000)

  it('refuses a second copy into the now non-empty target, changing nothing', async () => {
    const before = await postgresCounts(target.url)
    const error = await copySqliteToPostgres({ from: sqliteUrl, to: target.url }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CopyRefused)
    expect((error as Error).message).toMatch(/already holds content/)
    expect(await postgresCounts(target.url)).toEqual(before)
  })

  it('signs the admin in with the same password and gives a new page an id after the copied ones', async () => {
    const highest = await sqliteValue('select max(id) from pages')
    const after = await inspect(target.url, 'after', 'after-postgres')
    expect(after.login).toEqual({ email: ADMIN.email, token: true })
    expect(after.created).toBeGreaterThan(highest)
  }, 120_000)

  it('refuses a target at other migrations, one whose schema differs, and a target that is not PostgreSQL', async () => {
    // The latest migration both databases have (one made for PostgreSQL alone is not compared).
    const shared = new Set(
      readdirSync(path.join(root, 'src/cms/migrations/sqlite'))
        .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
        .map((file) => file.replace(/^\d{8}_\d{6}_/, '').replace(/\.ts$/, '')),
    )
    const applied = (await query(other.url, 'select name from payload_migrations order by name desc'))
      .rows as {
      name: string
    }[]
    const last = applied.map((r) => r.name).find((name) => shared.has(name.replace(/^\d{8}_\d{6}_/, '')))!
    await query(other.url, 'delete from payload_migrations where name = $1', [last])
    const migrations = await copySqliteToPostgres({ from: sqliteUrl, to: other.url }).catch((e: unknown) => e)
    expect(migrations).toBeInstanceOf(CopyRefused)
    expect((migrations as Error).message).toContain(
      `different migrations (applied to the source only: ${last.replace(/^\d{8}_\d{6}_/, '')})`,
    )

    await query(other.url, 'insert into payload_migrations (name, batch) values ($1, 1)', [last])
    await query(other.url, 'alter table dealers drop column data_spanish')
    const schema = await copySqliteToPostgres({ from: sqliteUrl, to: other.url }).catch((e: unknown) => e)
    expect(schema).toBeInstanceOf(CopyRefused)
    expect((schema as Error).message).toContain('columns only in the source: dealers.data_spanish')

    // Nothing was written by either attempt.
    expect([...(await postgresCounts(other.url)).values()].every((n) => n === 0)).toBe(true)

    await expect(copySqliteToPostgres({ from: sqliteUrl, to: sqliteUrl })).rejects.toThrow(
      /must be a PostgreSQL/,
    )
    await expect(
      copySqliteToPostgres({ from: `file:${path.join(dir, 'missing.db')}`, to: other.url }),
    ).rejects.toThrow(/No SQLite database at/)
  })
})
