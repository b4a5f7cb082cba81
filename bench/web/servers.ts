import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import path from 'node:path'

import {
  buildFingerprint,
  mustRun,
  needsBuild,
  root,
  waitForServer,
  writeFingerprint,
} from '../../scripts/lib.mjs'

/** A port nobody listens on right now. */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** The site's production environment for the benchmark: its own database and dist folder. */
export function siteEnv(port: number): NodeJS.ProcessEnv {
  const dataDir = 'tmp/bench-web'
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:./${dataDir}/site.db`,
    PAYLOAD_SECRET: 'bench-web-secret-0123456789abcdef',
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    NEXT_DIST_DIR: '.next-bench',
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

/**
 * A fresh database with the demo content (scripts/prepare.ts), then a production build in .next-bench,
 * skipped when this code was built there already (the pages are pre-rendered from the same demo content).
 */
export async function prepareAndBuildSite(env: NodeJS.ProcessEnv): Promise<void> {
  rmSync(path.join(root, env.DATA_DIR ?? 'tmp/bench-web'), { recursive: true, force: true })
  await mustRun('tsx', ['scripts/prepare.ts'], env)
  const distDir = env.NEXT_DIST_DIR ?? '.next-bench'
  const fingerprint: string = buildFingerprint(env.DATABASE_URL)
  if (needsBuild(distDir, fingerprint)) {
    await mustRun('next', ['build'], env)
    writeFingerprint(distDir, fingerprint)
  }
}

const BARE_DIR = 'bench/bare'
const BARE_DIST = '.next-bench-bare' // bench/bare/next.config.mjs writes here

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

/** The bare Next.js page, built with the same next binary into its own dist folder when it changed. */
export async function buildBare(): Promise<void> {
  const hash = createHash('sha256').update(
    readFileSync(createRequire(import.meta.url).resolve('next/package.json')),
  )
  for (const file of filesUnder(path.join(root, BARE_DIR, 'app')).sort()) hash.update(readFileSync(file))
  hash.update(readFileSync(path.join(root, BARE_DIR, 'next.config.mjs')))
  const fingerprint = hash.digest('hex')
  if (needsBuild(BARE_DIST, fingerprint)) {
    await mustRun('next', ['build', BARE_DIR], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' })
    writeFingerprint(BARE_DIST, fingerprint)
  }
  // Next writes this type reference beside the app; nothing in the project needs it.
  rmSync(path.join(root, BARE_DIR, 'next-env.d.ts'), { force: true })
}

export type Served = {
  url: string
  /** SIGTERM to the server's process group; resolves once it exited. */
  stop: () => Promise<void>
  /** SIGKILL to the server's process group, as a crash or a power cut would end it. */
  kill: () => Promise<void>
}

/** Starts a server in its own process group and resolves once it answers at `url`. */
async function serve(command: string, args: string[], env: NodeJS.ProcessEnv, url: string): Promise<Served> {
  const child: ChildProcess = spawn(command, args, { cwd: root, env, stdio: 'ignore', detached: true })
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
      return Promise.resolve()
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    process.kill(-child.pid, name) // npm and the server it started share the group
    return exited
  }
  const stop = () => signal('SIGTERM')
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited (code ${code})`))),
  )
  try {
    await Promise.race([waitForServer(`${url}/`, 120_000), exited])
  } catch (error) {
    await stop()
    throw error
  }
  exited.catch(() => {}) // a later exit is the stop we asked for
  return { url, stop, kill: () => signal('SIGKILL') }
}

/**
 * Resolves once nothing answers at `url` any more: a stopped server may still finish its last requests after
 * the process that started it has gone, and a new server on its port must not be mistaken for it.
 */
export async function untilClosed(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) })
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} still answers ${timeoutMs} ms after its server was stopped`)
}

/** The site as visitors get it: the project's own `serve` script, on env.PORT. */
export const serveSite = (env: NodeJS.ProcessEnv): Promise<Served> =>
  serve('npm', ['run', '--silent', 'serve'], env, `http://localhost:${env.PORT}`)

export const serveBare = (port: number): Promise<Served> =>
  serve(
    path.join(root, 'node_modules/.bin/next'),
    ['start', BARE_DIR, '-p', String(port)],
    { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    `http://localhost:${port}`,
  )
