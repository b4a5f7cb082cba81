import { execFileSync, spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Page, Post, SiteSetting } from '@/payload-types'

import { createPostgresDatabase, root } from '../../scripts/lib.mjs'
import { renderPageHtml } from '../fixtures/renderPage'

// The migration that gives the content its languages (localized_content) keeps every text: a site prepared as
// `npm start` prepares it at the commit before that migration (its migrations and demo content) is read whole
// through the Local API, migrated by today's `payload migrate`, and read again: every document, draft, version
// and global reads the same in English, and every page renders to the same HTML. It makes its own database of
// the dialect TEST_DB names.
const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
const stamp = `l10n_${dialect}_${Date.now()}_${process.pid}`
const dir = path.resolve(root, 'tmp', stamp)
const before = path.join(dir, 'before')
const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
const payloadBin = path.join(root, 'node_modules', '.bin', 'payload')

const migrationFile = readdirSync(path.join(root, 'src/cms/migrations', dialect)).find((f) =>
  /_localized_content\.ts$/.test(f),
)

/** The commit before the migration: the one that added it, less one; HEAD while it is not committed yet. */
function commitBefore(): string {
  const file = `src/cms/migrations/${dialect}/${migrationFile}`
  const added = execFileSync('git', ['log', '--diff-filter=A', '--format=%H', '-1', '--', file], {
    cwd: root,
    encoding: 'utf8',
  }).trim()
  return added ? `${added}^` : 'HEAD'
}

/** Reads everything editors write, in English (no locale: the default), as Payload returns it. */
const DUMP = `
import config from '@payload-config'
import { getPayload } from 'payload'

const payload = await getPayload({ config, disableOnInit: true })
const all = { limit: 0, pagination: false, depth: 0, sort: 'id', overrideAccess: true } as const
const out: Record<string, unknown> = {}
try {
  for (const collection of ['pages', 'posts', 'sections', 'model-families', 'rebate-programs', 'products', 'search', 'redirects'] as const) {
    out[collection] = (await payload.find({ collection, ...all, trash: collection === 'pages' })).docs
  }
  for (const collection of ['pages', 'posts'] as const) {
    out[collection + ' drafts'] = (await payload.find({ collection, ...all, draft: true, trash: collection === 'pages' })).docs
    out[collection + ' versions'] = (await payload.findVersions({ collection, ...all, trash: collection === 'pages' })).docs
  }
  // A page read at the depth the site reads it, with its reusable sections and pictures.
  out['pages depth 2'] = (await payload.find({ collection: 'pages', ...all, depth: 2 })).docs
  for (const slug of ['header', 'footer', 'site-settings'] as const) {
    out[slug] = await payload.findGlobal({ slug, depth: 0 })
  }
} finally {
  await payload.db.destroy?.()
}
console.log('RESULT ' + JSON.stringify(out))
process.exit(0)
`

/** Runs a command in `cwd` with its output in a log file; throws with the end of that log when it fails. */
function mustRun(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, label: string) {
  const log = path.join(dir, `${label}.log`)
  return new Promise<string>((resolve, reject) => {
    const fd = openSync(log, 'w')
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', fd, fd] })
    child.on('exit', (code) => {
      closeSync(fd)
      const output = readFileSync(log, 'utf8')
      if (code === 0) resolve(output)
      else reject(new Error(`${label} failed (exit ${code}):\n${output.slice(-3000)}`))
    })
  })
}

async function dump(cwd: string, env: NodeJS.ProcessEnv, label: string): Promise<Record<string, unknown>> {
  // Inside the tree it reads (its own config), never in the project's own folder.
  const file = path.join(cwd === root ? dir : cwd, `${label}.ts`)
  writeFileSync(file, DUMP)
  const output = await mustRun(tsx, [file], cwd, env, label)
  const line = output.split('\n').find((l) => l.startsWith('RESULT '))
  if (!line) throw new Error(`${label} printed no result:\n${output.slice(-3000)}`)
  return JSON.parse(line.slice('RESULT '.length)) as Record<string, unknown>
}

/** The two fields localized versions add (set on versions saved from now on, empty on the old ones). */
function withoutVersionLocaleFields(docs: unknown): unknown {
  return (docs as Record<string, unknown>[]).map(({ snapshot, publishedLocale, ...rest }) => {
    expect(snapshot ?? null).toBeNull()
    expect(publishedLocale ?? null).toBeNull()
    return rest
  })
}

/**
 * The two fields a later migration (search_languages) gives the search entries: every entry made before it is
 * an English one, with no source document key of a translation.
 */
function withoutSearchLanguageFields(docs: unknown): unknown {
  return (docs as Record<string, unknown>[]).map(({ locale, source, ...rest }) => {
    expect(locale).toBe('en')
    expect(source ?? null).toBeNull()
    return rest
  })
}

/** Whether the database has the localized_content migration applied. */
async function migrated(url: string): Promise<boolean> {
  const sql = "select count(*) as n from payload_migrations where name like '%_localized_content'"
  if (dialect === 'sqlite') {
    const client = createClient({ url })
    try {
      return Number((await client.execute(sql)).rows[0]?.[0]) === 1
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return Number((await client.query(sql)).rows[0]?.n) === 1
  } finally {
    await client.end()
  }
}

/**
 * Today's `payload migrate`, as `npm run migrate` runs it. It has been seen to exit 0 having applied nothing
 * (tests/int/globalSetup.ts): checked, and run again.
 */
async function migrate(env: NodeJS.ProcessEnv) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await mustRun(payloadBin, ['migrate'], root, env, `migrate-${attempt}`)
    if (await migrated(env.DATABASE_URL!)) return
  }
  throw new Error('payload migrate did not apply localized_content')
}

let database: { url: string; drop: () => Promise<void> }
let old: Record<string, unknown>
let after: Record<string, unknown>

describe(`the content's languages: the migration keeps every text (${dialect})`, () => {
  beforeAll(async () => {
    expect(migrationFile, 'the localized_content migration').toBeDefined()
    mkdirSync(before, { recursive: true })
    // The tree of the commit before the migration, beside today's (it finds today's node_modules above it).
    execFileSync('sh', ['-c', `git archive ${commitBefore()} | tar -x -C "${before}"`], { cwd: root })
    database =
      dialect === 'postgres'
        ? await createPostgresDatabase(stamp)
        : { url: `file:${path.join(dir, 'site.db')}`, drop: async () => {} }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: 'l10n-migration-secret-0123456789',
      ADMIN_EMAIL: 'l10n-admin@example.com',
      ADMIN_PASSWORD: 'l10n-password-0123',
      JOBS_AUTORUN: 'false',
    }
    // As `npm start` prepares a site at that commit: its migrations, then the demo content.
    await mustRun(tsx, ['scripts/prepare.ts'], before, env, 'prepare-before')
    old = await dump(before, env, 'dump-before')
    await migrate(env)
    after = await dump(root, env, 'dump-after')
  }, 600_000)

  afterAll(async () => {
    await database?.drop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('starts from the demo site: pages with blocks, versions, posts, sections and the globals filled in', () => {
    const pages = old.pages as { layout?: unknown[] }[]
    expect(pages.length).toBeGreaterThan(20)
    expect(pages.filter((p) => (p.layout?.length ?? 0) > 0).length).toBeGreaterThan(20)
    expect((old['pages versions'] as unknown[]).length).toBeGreaterThanOrEqual(pages.length)
    expect((old.posts as unknown[]).length).toBeGreaterThan(0)
    expect((old.sections as unknown[]).length).toBeGreaterThan(0)
    expect((old.header as { navItems: unknown[] }).navItems.length).toBeGreaterThan(0)
    expect((old.footer as { columns: unknown[] }).columns.length).toBeGreaterThan(0)
  })

  it('reads every document, draft and global the same in English after the migration', () => {
    for (const key of Object.keys(old).filter((k) => !k.endsWith(' versions'))) {
      const read = key === 'search' ? withoutSearchLanguageFields(after[key]) : after[key]
      expect({ [key]: read }).toEqual({ [key]: old[key] })
    }
  })

  it('renders every page to the same HTML after the migration', async () => {
    const pagesBefore = old['pages depth 2'] as Page[]
    const pagesAfter = after['pages depth 2'] as Page[]
    expect(pagesAfter.map((p) => p.id)).toEqual(pagesBefore.map((p) => p.id))
    const sources = (dump: Record<string, unknown>) => ({
      siteSettings: dump['site-settings'] as SiteSetting,
      posts: dump.posts as Post[],
    })
    for (const [index, page] of pagesBefore.entries()) {
      const html = await renderPageHtml(page, sources(old))
      // A page with blocks renders them, not an empty fragment.
      if (page.layout?.length) expect(html.length, page.path).toBeGreaterThan(200)
      expect(await renderPageHtml(pagesAfter[index]!, sources(after)), page.path).toBe(html)
    }
  })

  it('keeps every version of pages and posts, with its blocks', () => {
    for (const key of ['pages versions', 'posts versions']) {
      expect({ [key]: withoutVersionLocaleFields(after[key]) }).toEqual({ [key]: old[key] })
    }
  })
})
