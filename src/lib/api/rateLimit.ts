/**
 * Per-client token buckets: each client may burst `burst` requests, refilled at `perSecond` a second.
 * State is per process, so N instances allow up to N times the rate; that bounds abuse well enough for
 * a public read API without a shared store.
 */

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export type RateLimiter = { take(key: string, now?: number): RateLimitResult; readonly size: number }

type Bucket = { tokens: number; at: number }

export function createRateLimiter(opts: { perSecond: number; burst: number; maxKeys?: number }): RateLimiter {
  const { perSecond, burst } = opts
  const maxKeys = opts.maxKeys ?? 100_000
  const refillMs = (burst / perSecond) * 1000
  const buckets = new Map<string, Bucket>()

  // A bucket idle long enough to be full again carries no information: forget it.
  function sweep(now: number) {
    for (const [key, b] of buckets) if (now - b.at >= refillMs) buckets.delete(key)
    // Still too many (a flood of distinct keys): drop the oldest-inserted ones.
    for (const key of buckets.keys()) {
      if (buckets.size <= maxKeys / 2) break
      buckets.delete(key)
    }
  }

  return {
    get size() {
      return buckets.size
    },
    take(key, now = Date.now()) {
      let b = buckets.get(key)
      if (!b) {
        if (buckets.size >= maxKeys) sweep(now)
        b = { tokens: burst, at: now }
        buckets.set(key, b)
      } else {
        b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond)
        b.at = now
      }
      if (b.tokens >= 1) {
        b.tokens -= 1
        return { ok: true }
      }
      return { ok: false, retryAfterSeconds: 1 }
    },
  }
}

/**
 * The client address as the nearest proxy saw it: the last x-forwarded-for entry (the one our own proxy or
 * `next start` appended; earlier entries are whatever the client sent), else x-real-ip.
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  if (forwarded) {
    const last = forwarded.split(',').pop()?.trim()
    if (last) return last.slice(0, 64)
  }
  const real = headers.get('x-real-ip')?.trim()
  return real ? real.slice(0, 64) : 'unknown'
}
