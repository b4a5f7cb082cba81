import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Cache revalidation asked for outside a request (a scheduled publish run by the jobs queue): Next.js expires
 * tags and paths only while it handles a request, so such work is handed to this instance's own
 * /api/revalidate over the loopback. The server (src/server/main.ts) names the address and draws a random
 * token at each start; both live in this process's environment only, so no other process can call it.
 */
const URL_KEY = 'SITE_LOOPBACK_REVALIDATE_URL'
const TOKEN_KEY = 'SITE_LOOPBACK_REVALIDATE_TOKEN'

export const REVALIDATE_TOKEN_HEADER = 'x-revalidate-token'

/**
 * Marks the server's requests to itself (its 404 document, a revalidation, the warm-up at start) with this
 * process's token: the request gate lets them through without drawing on any allowance or slot, since the
 * request that made one may hold a slot already and would otherwise wait for itself.
 */
export const INTERNAL_REQUEST_HEADER = 'x-site-internal'

/** The header that marks a request to this process as its own; none before the server has started. */
export function internalRequestHeaders(): Record<string, string> {
  const token = process.env[TOKEN_KEY]
  return token ? { [INTERNAL_REQUEST_HEADER]: token } : {}
}

const OUTSIDE_REQUEST = Symbol.for('site.runOutsideRequest')
type Runner = <R>(fn: () => R) => R
const holder = globalThis as unknown as Record<symbol, Runner | undefined>

/** Called once by the server before Next.js starts. */
export function enableLoopbackRevalidation(port: number): void {
  process.env[URL_KEY] = `http://127.0.0.1:${port}/api/revalidate`
  process.env[TOKEN_KEY] = randomBytes(32).toString('base64url')
  // The server's own context, outside every request: see runOutsideRequest.
  holder[OUTSIDE_REQUEST] = AsyncLocalStorage.snapshot()
}

/**
 * Runs `fn`, and everything it schedules, outside the request that happens to be running. Timers started
 * during a request (the job runner's crons, started on the first request) would otherwise carry that finished
 * request's context for ever, and Next.js would file cache expiries under it, where they do nothing.
 */
export function runOutsideRequest<R>(fn: () => R): R {
  const run = holder[OUTSIDE_REQUEST]
  return run ? run(fn) : fn()
}

export function loopbackRevalidation(): { url: string; token: string } | null {
  const url = process.env[URL_KEY]
  const token = process.env[TOKEN_KEY]
  return url && token ? { url, token } : null
}

/** True when `presented` is this process's token (compared in constant time). */
export function isLoopbackToken(presented: string | null): boolean {
  const token = process.env[TOKEN_KEY]
  if (!token || !presented) return false
  const a = Buffer.from(presented)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}
