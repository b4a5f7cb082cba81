/**
 * The dealer fetch retry policy (spec §7, §9), shaped for TanStack Query's `retry` and `retryDelay`, which
 * both receive the number of failures before this one (0 for the first retry) and the error.
 *
 * HTTP 429 waits at least 1 s, longer when the answer's Retry-After asks for more; any other failure waits
 * 1 s, then 2 s (doubling). At most two retries follow the first attempt.
 */
export const MAX_RETRIES = 2
export const BASE_DELAY_MS = 1000
export const RATE_LIMIT_DELAY_MS = 1000

/** A failed HTTP answer as the locator's fetchers report it. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    /** Seconds from the Retry-After header, when the answer carried one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`HTTP ${status}`)
    this.name = 'HttpStatusError'
  }
}

/** Retry-After as seconds: a whole number of seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000))
}

export function shouldRetryDealerFetch(failureCount: number, _error: Error): boolean {
  return failureCount < MAX_RETRIES
}

export function dealerRetryDelay(failureCount: number, error: Error): number {
  if (error instanceof HttpStatusError && error.status === 429) {
    return Math.max(RATE_LIMIT_DELAY_MS, (error.retryAfterSeconds ?? 0) * 1000)
  }
  return BASE_DELAY_MS * 2 ** failureCount
}
