import { readdirSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

/**
 * What a load balancer or an orchestrator asks an instance, answered by the production server itself, without
 * Next.js or the CMS:
 *
 * - `GET /api/health` (liveness): the process answers. Always 200 while it runs.
 * - `GET /api/ready` (readiness): 200 when the database answers, every committed migration of its dialect is
 *   applied, and Redis (when REDIS_URL is set) and the object storage (when configured) answer; 503 otherwise,
 *   naming the check that failed, and 503 from the moment the instance is told to stop, so the load balancer
 *   sends it no new visitors while it finishes its requests.
 *
 * Both answer JSON with Cache-Control: no-store. The readiness checks run at most once a second, however many
 * probes ask; every check has its own time limit, so a missing service gives a quick 503, never a hang.
 */

export const HEALTH_PATH = '/api/health'
export const READY_PATH = '/api/ready'

/** One dependency's state: 'ok', 'not configured', or what is wrong, in a few words. */
export type CheckResult = string
export type Check = () => Promise<CheckResult>

export type Readiness = { ready: boolean; checks: Record<string, CheckResult> }

export type ProbeOptions = {
  /** The checks by name, in the order they are reported. */
  checks: Record<string, Check>
  /** How long a check may take before it counts as failed. */
  checkTimeoutMs?: number
  /** How long one readiness answer is reused. */
  reuseMs?: number
  now?: () => number
}

export type Probes = {
  /** Answers a health or readiness probe (true), or leaves the request alone (false). */
  answer(req: IncomingMessage, res: ServerResponse): Promise<boolean>
  /** From now on readiness answers 503 'stopping' (a rolling restart takes the instance out first). */
  stopping(): void
  readiness(): Promise<Readiness>
}

const OK = 'ok'

function withTimeout(check: Check, ms: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${ms} ms`), ms)
  })
  const run = check().catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
  return Promise.race([run, late]).finally(() => clearTimeout(timer))
}

function send(res: ServerResponse, status: number, body: unknown): true {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  })
  res.end(res.req?.method === 'HEAD' ? undefined : text)
  return true
}

export function createProbes({
  checks,
  checkTimeoutMs = 2000,
  reuseMs = 1000,
  now = Date.now,
}: ProbeOptions): Probes {
  let stopping = false
  let last: { at: number; result: Promise<Readiness> } | undefined

  async function runChecks(): Promise<Readiness> {
    const names = Object.keys(checks)
    const results = await Promise.all(names.map((name) => withTimeout(checks[name]!, checkTimeoutMs)))
    const named = Object.fromEntries(names.map((name, i) => [name, results[i]!]))
    const ready = results.every((result) => result === OK || result === 'not configured')
    return { ready, checks: named }
  }

  function readiness(): Promise<Readiness> {
    const at = now()
    if (!last || at - last.at >= reuseMs || at < last.at) last = { at, result: runChecks() }
    return last.result
  }

  return {
    readiness,
    stopping() {
      stopping = true
    },
    async answer(req, res) {
      const method = req.method ?? 'GET'
      const pathname = (req.url ?? '/').split('?')[0]
      if (pathname !== HEALTH_PATH && pathname !== READY_PATH) return false
      if (method !== 'GET' && method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD')
        return send(res, 405, { error: 'Method not allowed' })
      }
      if (pathname === HEALTH_PATH) return send(res, 200, { status: 'ok' })
      if (stopping) return send(res, 503, { status: 'stopping' })
      const { ready, checks: results } = await readiness()
      return send(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks: results })
    },
  }
}

/** The committed migrations of a dialect, by name, as `payload migrate` records them once applied. */
export function committedMigrations(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => path.basename(file, '.ts'))
    .sort()
}

/** 'ok' when every committed migration is recorded as applied; else how many are not. */
export function migrationsCheck(applied: readonly string[], committed: readonly string[]): CheckResult {
  const done = new Set(applied)
  const missing = committed.filter((name) => !done.has(name))
  if (missing.length === 0) return OK
  return `${missing.length} of ${committed.length} migrations not applied (first: ${missing[0]})`
}
