// Helpers shared by the start and test scripts (plain Node, no build step).
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

export const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd.includes('/') ? cmd : bin(cmd), args, { cwd: root, env, stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Like run, with the command's output (stdout and stderr) written to `logFile` instead of the terminal. */
export function runToFile(cmd, args, env, logFile) {
  return new Promise((resolve) => {
    const fd = openSync(logFile, 'w')
    const child = spawn(cmd.includes('/') ? cmd : bin(cmd), args, {
      cwd: root,
      env,
      stdio: ['ignore', fd, fd],
    })
    child.on('exit', (code, signal) => {
      closeSync(fd)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

export async function mustRun(cmd, args, env) {
  const code = await run(cmd, args, env)
  if (code !== 0) {
    console.error(`\n✖ ${path.basename(cmd)} ${args.join(' ')} failed (exit ${code})`)
    process.exit(code)
  }
}

/**
 * What a build depends on: the commit, any uncommitted change, the database it pre-rendered from, and the site's
 * public address (the sitemap, robots.txt and each page's canonical links are written with it at build time).
 * Outside a git checkout the fingerprint falls back to the package manifest.
 */
export function buildFingerprint(databaseUrl, siteUrl = '') {
  const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' })
  const head = git(['rev-parse', 'HEAD'])
  const hash = createHash('sha256').update(databaseUrl).update(`\n${siteUrl}`)
  if (head.status === 0) {
    hash.update(head.stdout)
    const inputs = [
      'src',
      'public',
      'package-lock.json',
      'next.config.ts',
      'postcss.config.mjs',
      'tsconfig.json',
    ]
    hash.update(git(['status', '--porcelain', '--untracked-files=all', '--', ...inputs]).stdout)
    hash.update(git(['diff', 'HEAD', '--', ...inputs]).stdout)
  } else {
    hash.update(readFileSync(path.join(root, 'package.json')))
  }
  return hash.digest('hex')
}

export function needsBuild(distDir, fingerprint) {
  const stamp = path.join(root, distDir, 'BUILD_FINGERPRINT')
  return (
    !existsSync(path.join(root, distDir, 'BUILD_ID')) ||
    !existsSync(stamp) ||
    readFileSync(stamp, 'utf8') !== fingerprint
  )
}

export function writeFingerprint(distDir, fingerprint) {
  writeFileSync(path.join(root, distDir, 'BUILD_FINGERPRINT'), fingerprint)
}

/** Resolves when the server answers on the URL, or rejects after the timeout. */
export async function waitForServer(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    try {
      const res = await fetch(url, { redirect: 'manual' })
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`Server did not answer at ${url} within ${timeoutMs} ms`)
}

/** The PostgreSQL server on which tests and migration tools create throw-away databases. */
export const postgresAdminUrl = () =>
  process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Applies the committed migrations to a PostgreSQL database as a release does (`payload migrate`). The command has
 * been seen to exit 0 having applied nothing (no output, no tables): the schema is checked, and it is run once
 * more. `env` is the environment the command runs with (DATABASE_URL, DATA_DIR, PAYLOAD_SECRET among it).
 */
export async function migratePostgres(env) {
  const migrated = async () => {
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      const { rows } = await client.query(
        "select count(*) as n from information_schema.tables where table_name in ('payload_migrations', 'users')",
      )
      return Number(rows[0]?.n) === 2
    } finally {
      await client.end()
    }
  }
  for (let attempt = 1; attempt <= 2; attempt++) {
    const code = await run('payload', ['migrate'], { ...env, NODE_ENV: 'production' })
    if (code !== 0) throw new Error(`payload migrate failed (exit ${code})`)
    if (await migrated()) return
    if (attempt === 1) console.log('payload migrate left the database empty; running it again')
  }
  throw new Error('payload migrate left the database without tables')
}

/** Creates an empty database on the admin server; returns its URL and a function that drops it. */
export async function createPostgresDatabase(name) {
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl() })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE "${name}"`)
  const url = new URL(postgresAdminUrl())
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}
