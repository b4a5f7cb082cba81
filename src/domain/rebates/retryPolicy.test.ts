import { describe, expect, it } from 'vitest'

import { HttpStatusError } from '../locator/retryPolicy'
import { rebateRetryDelay, shouldRetryRebateFetch } from './retryPolicy'

describe('rebate retry policy', () => {
  it('retries a server failure or a lost connection twice, waiting 1 s then 2 s', () => {
    const error = new HttpStatusError(500)
    expect([0, 1, 2].map((n) => shouldRetryRebateFetch(n, error))).toEqual([true, true, false])
    expect(shouldRetryRebateFetch(0, new TypeError('Failed to fetch'))).toBe(true)
    expect([0, 1].map((n) => rebateRetryDelay(n, error))).toEqual([1000, 2000])
  })

  it('retries 429 after at least a second', () => {
    expect(shouldRetryRebateFetch(0, new HttpStatusError(429, 3))).toBe(true)
    expect(rebateRetryDelay(0, new HttpStatusError(429, 3))).toBe(3000)
  })

  it('never repeats a request the service called bad or unknown', () => {
    expect(shouldRetryRebateFetch(0, new HttpStatusError(400))).toBe(false)
    expect(shouldRetryRebateFetch(0, new HttpStatusError(404))).toBe(false)
  })
})
