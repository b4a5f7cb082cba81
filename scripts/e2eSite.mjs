// The site the end-to-end tests run against: its settings, and its database and production build made ready.
// `npm test` runs this file on its own while the integration tests run (they leave a core idle much of the
// time), so the build is done by the time Playwright starts; Playwright's global setup
// (tests/e2e/globalSetup.ts) then only serves it. Run alone, the global setup makes it ready itself.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { buildServer } from './build-server.mjs'
import { buildFingerprint, mustRun, needsBuild, root, writeFingerprint } from './lib.mjs'

export const e2ePort = process.env.E2E_PORT ?? '3311'
/** The start credentials: the admin account the start creates from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-password-4821' }

const dataDir = 'tmp/e2e'
const distDir = '.next-e2e'
/** Written once the database and build are ready and not yet served; the global setup takes it. */
const READY = path.join(root, 'tmp', 'e2e-site-ready')

/**
 * The environment the site is built and served with.
 * @returns {NodeJS.ProcessEnv}
 */
export function e2eEnv() {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:./${dataDir}/site.db`,
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef',
    PORT: e2ePort,
    // SITE_URL stays unset, as on a default install: the admin must work at every local host name.
    // Every test signs in and browses from one address; the budgets are raised so they never throttle it.
    RATE_LIMIT_PER_SECOND: '500',
    RATE_LIMIT_BURST: '1000',
    RATE_LIMIT_AUTH_PER_MINUTE: '600',
    RATE_LIMIT_FORMS_PER_MINUTE: '600',
    REQUESTS_IN_FLIGHT_PER_CLIENT: '1000',
    REQUESTS_IN_FLIGHT_PER_STAFF: '1000',
    NEXT_DIST_DIR: distDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

/**
 * A fresh SQLite database with the demo content through the committed migrations, and a production build of
 * the site with its compiled server (skipped when this code and database were built already).
 */
export async function prepareE2eSite() {
  const env = e2eEnv()
  rmSync(READY, { force: true })
  rmSync(path.join(root, dataDir), { recursive: true, force: true })
  await mustRun('tsx', ['scripts/prepare.ts'], env)
  const fingerprint = buildFingerprint(env.DATABASE_URL)
  if (needsBuild(distDir, fingerprint)) {
    // The database is new: data a previous build cached from the old one (unstable_cache) must not be reused.
    rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
    await mustRun('next', ['build'], env)
    await buildServer(distDir)
    writeFingerprint(distDir, fingerprint)
  }
  mkdirSync(path.dirname(READY), { recursive: true })
  writeFileSync(READY, fingerprint)
}

/**
 * Makes the site ready unless a run of this file just did, for this code and database (the mark is taken, so
 * the next run starts from a fresh database again).
 */
export async function takeOrPrepareE2eSite() {
  const ready = existsSync(READY) ? readFileSync(READY, 'utf8') : null
  rmSync(READY, { force: true })
  const fingerprint = buildFingerprint(e2eEnv().DATABASE_URL)
  if (ready === fingerprint && !needsBuild(distDir, fingerprint)) return
  await prepareE2eSite()
  rmSync(READY, { force: true })
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts', 'e2eSite.mjs')) {
  await prepareE2eSite()
}
