// One command from a fresh clone to a running site: migrate, seed when empty, build when needed, serve.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { DEFAULT_DATA_DIR, defaultDatabaseUrl, readOrCreateSecret } from '../src/config/defaults.mjs'
import { buildServer, compiledServer, serverIsStale } from './build-server.mjs'
import { buildFingerprint, mustRun, needsBuild, root, waitForServer, writeFingerprint } from './lib.mjs'
import { preflight, PreflightError } from './preflight.mjs'

const started = Date.now()
const dataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR
const port = process.env.PORT ?? '3000'
const distDir = process.env.NEXT_DIST_DIR ?? '.next'
const databaseUrl = process.env.DATABASE_URL || defaultDatabaseUrl('production', dataDir)

let database
try {
  database = await preflight({ dataDir, databaseUrl })
} catch (error) {
  if (!(error instanceof PreflightError)) throw error
  console.error(`✖ ${error.message}`)
  process.exit(1)
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: port,
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || readOrCreateSecret(dataDir),
  NEXT_TELEMETRY_DISABLED: '1',
}
const siteUrl = (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, '')

console.log(`▸ Database: ${database.description}${database.created ? ' (created by this start)' : ''}`)
console.log('▸ Preparing the database (migrations, demo content when empty)…')
await mustRun('tsx', ['scripts/prepare.ts'], env)

const fingerprint = buildFingerprint(env.DATABASE_URL, env.SITE_URL ?? '')
if (needsBuild(distDir, fingerprint)) {
  console.log('▸ Building the site for this commit…')
  const t = Date.now()
  await mustRun('next', ['build'], env)
  await buildServer(distDir)
  writeFingerprint(distDir, fingerprint)
  console.log(`  built in ${((Date.now() - t) / 1000).toFixed(0)} s`)
} else {
  console.log('▸ Using the existing build for this commit.')
  if (serverIsStale(distDir)) await buildServer(distDir)
}

// The site's own server (Next.js behind the request gate: client address, methods, rate limits), compiled into
// the build by scripts/build-server.mjs; PORT is in env.
const server = spawn(process.execPath, ['--enable-source-maps', compiledServer(distDir)], {
  cwd: root,
  env,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

await waitForServer(`${siteUrl}/`, 120_000)
console.log(`
  Site   ${siteUrl}/
  Admin  ${siteUrl}/admin
  Database ${database.description}${database.created ? ', created by this start' : ''}
  E-mail ${
    env.SMTP_URL
      ? `sent through ${new URL(env.SMTP_URL).hostname}`
      : `no SMTP_URL set: every message is written as an .eml file to ${path.join(dataDir, 'outbox')}/`
  }
  Sign in as ${env.ADMIN_EMAIL ?? 'admin@example.com'} with ${
    env.ADMIN_PASSWORD
      ? 'the password in ADMIN_PASSWORD'
      : 'the password printed when the database was first prepared'
  }.
  (Lost it? npm run admin:password prints a new one.)
  Ready ${((Date.now() - started) / 1000).toFixed(0)} s after start.
`)
