import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { buildFingerprint, mustRun, needsBuild, root, waitForServer, writeFingerprint } from '../../scripts/lib.mjs'

/** Refuses to start when something else already answers on the port: the tests would talk to it instead. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`Port ${port} is in use: stop that server or set E2E_PORT`)))
    probe.listen(port, () => probe.close(() => resolve()))
  })
}

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-password-4821' }

/**
 * Prepares a fresh SQLite database with the demo content through the committed migrations, builds the
 * site for production (skipped when this code and database were built already) and serves it.
 */
export default async function setup(project: TestProject) {
  const dataDir = 'tmp/e2e'
  const port = process.env.E2E_PORT ?? '3311'
  const distDir = '.next-e2e'
  rmSync(path.join(root, dataDir), { recursive: true, force: true })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:./${dataDir}/site.db`,
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef',
    PORT: port,
    SITE_URL: `http://localhost:${port}`,
    NEXT_DIST_DIR: distDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  await assertPortFree(Number(port))
  await mustRun('tsx', ['scripts/prepare.ts'], env)
  const fingerprint: string = buildFingerprint(env.DATABASE_URL)
  if (needsBuild(distDir, fingerprint)) {
    await mustRun('next', ['build'], env)
    writeFingerprint(distDir, fingerprint)
  }
  const server: ChildProcess = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', port], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForServer(`http://localhost:${port}/`, 60_000)
  project.provide('baseURL', `http://localhost:${port}`)
  project.provide('admin', E2E_ADMIN)
  return () => {
    server.kill('SIGTERM')
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    admin: { email: string; password: string }
  }
}
