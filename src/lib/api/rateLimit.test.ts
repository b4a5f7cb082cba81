import { describe, expect, it } from 'vitest'

import { clientKey, createRateLimiter } from './rateLimit'

describe('createRateLimiter', () => {
  it('allows a burst, then refuses with Retry-After 1', () => {
    const limiter = createRateLimiter({ perSecond: 2, burst: 3 })
    const results = Array.from({ length: 4 }, () => limiter.take('a', 1000))
    expect(results.slice(0, 3).every((r) => r.ok)).toBe(true)
    expect(results[3]).toEqual({ ok: false, retryAfterSeconds: 1 })
  })

  it('refills at the configured rate', () => {
    const limiter = createRateLimiter({ perSecond: 2, burst: 2 })
    limiter.take('a', 0)
    limiter.take('a', 0)
    expect(limiter.take('a', 0).ok).toBe(false)
    expect(limiter.take('a', 499).ok).toBe(false)
    expect(limiter.take('a', 1000).ok).toBe(true) // 1 s later: 2 tokens back, minus the refused tries
    expect(limiter.take('a', 1000).ok).toBe(true)
    expect(limiter.take('a', 1000).ok).toBe(false)
  })

  it('keeps clients apart', () => {
    const limiter = createRateLimiter({ perSecond: 1, burst: 1 })
    expect(limiter.take('a', 0).ok).toBe(true)
    expect(limiter.take('a', 0).ok).toBe(false)
    expect(limiter.take('b', 0).ok).toBe(true)
  })

  it('never holds more than maxKeys buckets', () => {
    const limiter = createRateLimiter({ perSecond: 1, burst: 5, maxKeys: 100 })
    for (let i = 0; i < 1000; i++) limiter.take(`client-${i}`, i)
    expect(limiter.size).toBeLessThanOrEqual(100)
  })

  it('forgets idle buckets first', () => {
    const limiter = createRateLimiter({ perSecond: 10, burst: 10, maxKeys: 4 })
    for (const k of ['a', 'b', 'c', 'd']) limiter.take(k, 0)
    limiter.take('e', 5000)
    expect(limiter.size).toBe(1)
  })
})

describe('clientKey', () => {
  const h = (init: Record<string, string>) => new Headers(init)
  it('takes the last x-forwarded-for entry, which the nearest proxy appended', () => {
    expect(clientKey(h({ 'x-forwarded-for': '198.51.100.7, 203.0.113.9' }))).toBe('203.0.113.9')
    expect(clientKey(h({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9')
  })
  it('falls back to x-real-ip, then a shared key', () => {
    expect(clientKey(h({ 'x-real-ip': ' 192.0.2.1 ' }))).toBe('192.0.2.1')
    expect(clientKey(h({}))).toBe('unknown')
    expect(clientKey(h({ 'x-forwarded-for': ' , ' }))).toBe('unknown')
  })
  it('bounds the key length', () => {
    expect(clientKey(h({ 'x-forwarded-for': 'x'.repeat(5000) })).length).toBe(64)
  })
})
