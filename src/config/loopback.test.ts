import { AsyncLocalStorage } from 'node:async_hooks'

import { describe, expect, it } from 'vitest'

import {
  enableLoopbackRevalidation,
  isLoopbackToken,
  loopbackRevalidation,
  runOutsideRequest,
} from './loopback'

describe('loopback revalidation', () => {
  it('is off until the server enables it, then accepts only its own token', () => {
    expect(isLoopbackToken('anything')).toBe(false)
    enableLoopbackRevalidation(4321)
    const loopback = loopbackRevalidation()
    expect(loopback?.url).toBe('http://127.0.0.1:4321/api/revalidate')
    expect(isLoopbackToken(loopback!.token)).toBe(true)
    expect(isLoopbackToken(loopback!.token.slice(1))).toBe(false)
    expect(isLoopbackToken(`${loopback!.token.slice(0, -1)}x`)).toBe(false)
    expect(isLoopbackToken(null)).toBe(false)
  })

  it('runs work, and the timers it starts, outside the request running at the time', async () => {
    const request = new AsyncLocalStorage<string>()
    const seen = await request.run('a request', () =>
      runOutsideRequest(
        () =>
          new Promise<[string | undefined, string | undefined]>((resolve) => {
            const now = request.getStore()
            setImmediate(() => resolve([now, request.getStore()]))
          }),
      ),
    )
    expect(seen).toEqual([undefined, undefined])
  })
})
