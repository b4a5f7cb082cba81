import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

import type { FullConfig } from '@playwright/test'

import { E2E_ADMIN, e2eEnv, e2ePort, takeOrPrepareE2eSite } from '../../scripts/e2eSite.mjs'
import { root, waitForServer } from '../../scripts/lib.mjs'

export { E2E_ADMIN, e2ePort }
export const e2eBaseURL = `http://localhost:${e2ePort}`

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
  const headers = { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }
  for (let index = 0; index < count; index++) {
    const account = { ...workerAccount(index), roles: ['admin'], name: `Test worker ${index}` }
    // The server's first minute also runs its job queue against the same SQLite file: a write that meets one
    // of its transactions can be refused as locked. Such an answer is tried again, unless the account exists.
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${e2eBaseURL}/api/users`, {
        method: 'POST',
        headers,
        body: JSON.stringify(account),
      })
      if (res.ok) break
      const why = `${res.status} ${await res.text()}`
      const existing = await fetch(
        `${e2eBaseURL}/api/users?depth=0&where[email][equals]=${encodeURIComponent(account.email)}`,
        { headers },
      )
      if (((await existing.json()) as { totalDocs?: number }).totalDocs === 1) break
      if (res.status < 500 || attempt === 3)
        throw new Error(`Account for test worker ${index} not created: ${why}`)
      console.log(`Account for test worker ${index} not created (${why}); trying again`)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
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
 * Prepares a fresh SQLite database with the demo content through the committed migrations and builds the site
 * for production (scripts/e2eSite.mjs; skipped when `npm test` has just done it), serves it through the
 * project's own `serve` script, so the tests see the server visitors get, then opens one admin account per
 * worker.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  await assertPortFree(Number(e2ePort))
  await takeOrPrepareE2eSite()
  const server = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: root,
    env: e2eEnv(),
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
