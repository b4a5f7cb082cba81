import { describe, expect, it } from 'vitest'

import { dealerRetryDelay, HttpStatusError, parseRetryAfter, shouldRetryDealerFetch } from './retryPolicy'

describe('dealer fetch retry policy', () => {
  it('allows two retries after the first attempt, then gives up', () => {
    const error = new HttpStatusError(500)
    expect([0, 1, 2, 3].map((n) => shouldRetryDealerFetch(n, error))).toEqual([true, true, false, false])
  })

  it('waits 1 s then 2 s for ordinary failures (exponential from 1 s)', () => {
    expect(dealerRetryDelay(0, new HttpStatusError(503))).toBe(1000)
    expect(dealerRetryDelay(1, new TypeError('Failed to fetch'))).toBe(2000)
    expect(dealerRetryDelay(2, new Error('x'))).toBe(4000)
  })

  it('waits 1 s after a 429, whatever the attempt, unless Retry-After asks for longer', () => {
    expect(dealerRetryDelay(0, new HttpStatusError(429))).toBe(1000)
    expect(dealerRetryDelay(1, new HttpStatusError(429))).toBe(1000)
    expect(dealerRetryDelay(0, new HttpStatusError(429, 0))).toBe(1000)
    expect(dealerRetryDelay(0, new HttpStatusError(429, 3))).toBe(3000)
  })

  it('reads Retry-After in seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-23T10:00:00Z')
    expect(parseRetryAfter('5', now)).toBe(5)
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:00:07 GMT', now)).toBe(7)
    expect(parseRetryAfter('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeNull()
    expect(parseRetryAfter(null, now)).toBeNull()
  })
})
