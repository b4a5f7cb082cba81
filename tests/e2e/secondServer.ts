import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

import { e2eEnv } from '../../scripts/e2eSite.mjs'
import { root, waitForServer } from '../../scripts/lib.mjs'

/** A free port on this machine, for a second server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Runs `check` against a second production server started from the end-to-end build with other settings
 * (`env`, which may name the port it is given), then stops it and the npm process that started it: they share
 * the process group the spawn created.
 */
export async function withSecondServer(
  env: (port: number) => Record<string, string>,
  check: (base: string) => Promise<void>,
): Promise<void> {
  const port = await freePort()
  const server = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: root,
    env: { ...e2eEnv(), PORT: String(port), JOBS_AUTORUN: 'false', ...env(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  try {
    const base = `http://localhost:${port}`
    await waitForServer(`${base}/`, 120_000)
    await check(base)
  } finally {
    if (server.exitCode === null && server.pid !== undefined) {
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
      process.kill(-server.pid, 'SIGTERM')
      await exited
    }
  }
}
