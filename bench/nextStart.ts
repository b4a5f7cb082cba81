import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import { load, type LoadResult } from './http'

type Args = { dealers: number; seconds: number; path: string; port?: number }

const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<number>((resolve) => {
    spawn(cmd, args, { env, stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1))
  })

async function waitFor(url: string, timeoutMs: number): Promise<string> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    try {
      const res = await fetch(url)
      if (res.ok) return await res.text()
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`next start did not answer ${url} within ${timeoutMs} ms`)
}

/**
 * The search endpoint served by the real production server: `next start` on the existing build, with a
 * throw-away SQLite database holding `dealers` synthetic dealers. Returns null when there is no build.
 */
export async function measureNextStart({
  dealers,
  seconds,
  path: urlPath,
  port = 3399,
}: Args): Promise<{ result: LoadResult; body: string } | null> {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next'
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) return null
  const dataDir = 'tmp/bench'
  rmSync(dataDir, { recursive: true, force: true })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:./${dataDir}/site.db`,
    PAYLOAD_SECRET: 'benchmark-only-secret-0123456789',
    BENCH_DEALERS: String(dealers),
    // The load comes from one client address: the limiter still runs but never refuses.
    RATE_LIMIT_PER_SECOND: '1000000000',
    RATE_LIMIT_BURST: '1000000000',
    NEXT_DIST_DIR: distDir,
  }
  const tsx = path.resolve('node_modules/.bin/tsx')
  if ((await run(tsx, ['bench/prepareNextDb.ts'], env)) !== 0)
    throw new Error('could not prepare the benchmark database')
  const server = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(port)], {
    env,
    stdio: 'ignore',
  })
  try {
    const url = `http://127.0.0.1:${port}${urlPath}`
    const started = performance.now()
    const body = await waitFor(url, 120_000)
    console.log(
      `  next start: first search answered ${((performance.now() - started) / 1000).toFixed(1)} s after launch (index build included)`,
    )
    return { result: await load(url, seconds), body }
  } finally {
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}
