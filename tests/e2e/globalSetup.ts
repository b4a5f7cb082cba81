import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import type { FullConfig } from '@playwright/test'

import {
  buildFingerprint,
  mustRun,
  needsBuild,
  root,
  waitForServer,
  writeFingerprint,
} from '../../scripts/lib.mjs'

export const e2ePort = process.env.E2E_PORT ?? '3311'
export const e2eBaseURL = `http://localhost:${e2ePort}`
/** The start credentials: the admin account the start creates from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-password-4821' }

/**
 * Each Playwright worker signs in with an admin account of its own. Payload keeps an account's sessions in
 * its user record and adds one by read-modify-write, so two workers signing in to one account at the same
 * moment can drop each other's session.
 */
export const workerAccount = (parallelIndex: number) => ({
  email: `e2e-worker-${parallelIndex}@example.com`,
  password: E2E_ADMIN.password,
})

async function createWorkerAccounts(count: number): Promise<void> {
  const login = await fetch(`${e2eBaseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  if (!login.ok) throw new Error(`The start admin could not sign in: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  for (let index = 0; index < count; index++) {
    const res = await fetch(`${e2eBaseURL}/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ ...workerAccount(index), roles: ['admin'], name: `Test worker ${index}` }),
    })
    if (!res.ok)
      throw new Error(`Account for test worker ${index} not created: ${res.status} ${await res.text()}`)
  }
}

/** Refuses to start when something else already answers on the port: the tests would talk to it instead. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`Port ${port} is in use: stop that server or set E2E_PORT`)))
    probe.listen(port, () => probe.close(() => resolve()))
  })
}

/** Resolves once the server answers; rejects at once when it exits first, with its exit code. */
function serverReady(server: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) =>
      reject(new Error(`The site server exited (code ${code}) before answering`))
    server.once('exit', exited)
    waitForServer(`${e2eBaseURL}/`, timeoutMs).then(
      () => {
        server.off('exit', exited)
        resolve()
      },
      (error: unknown) => {
        server.off('exit', exited)
        reject(error)
      },
    )
  })
}

/** Stops npm and the server it started: they share the process group the spawn created. */
function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return Promise.resolve()
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  process.kill(-server.pid, 'SIGTERM')
  return exited
}

/**
 * Prepares a fresh SQLite database with the demo content through the committed migrations, builds the
 * site for production (skipped when this code and database were built already) and serves it through
 * the project's own `serve` script, so the tests see the server visitors get; then opens one admin account
 * per worker.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const dataDir = 'tmp/e2e'
  const distDir = '.next-e2e'
  rmSync(path.join(root, dataDir), { recursive: true, force: true })
  const env: NodeJS.ProcessEnv = {
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
    NEXT_DIST_DIR: distDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  await assertPortFree(Number(e2ePort))
  await mustRun('tsx', ['scripts/prepare.ts'], env)
  const fingerprint: string = buildFingerprint(env.DATABASE_URL)
  if (needsBuild(distDir, fingerprint)) {
    // The database is new: data a previous build cached from the old one (unstable_cache) must not be reused.
    rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
    await mustRun('next', ['build'], env)
    writeFingerprint(distDir, fingerprint)
  }
  const server = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  try {
    await serverReady(server, 60_000)
    await createWorkerAccounts(config.workers)
  } catch (error) {
    await stop(server)
    throw error
  }
  return () => stop(server)
}
