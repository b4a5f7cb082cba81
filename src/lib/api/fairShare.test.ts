import { EventEmitter } from 'node:events'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { createFairShare, holdWorkSlot, type WorkResponse } from './fairShare'
import type { Release } from './inFlight'

const flush = () => new Promise((resolve) => setImmediate(resolve))

/** Acquires and records the order in which requests were let in. */
function recorder(share: ReturnType<typeof createFairShare>) {
  const order: string[] = []
  const releases = new Map<string, Release>()
  const ask = (key: string, name: string, signal?: AbortSignal) =>
    share.acquire(key, signal).then((release) => {
      if (release) {
        order.push(name)
        releases.set(name, release)
      }
      return release
    })
  return { order, releases, ask }
}

describe('createFairShare', () => {
  it('lets requests in at once while a slot is free', async () => {
    const share = createFairShare(2)
    const { order, ask } = recorder(share)
    await ask('a', 'a1')
    await ask('b', 'b1')
    expect(order).toEqual(['a1', 'b1'])
    expect(share.load()).toEqual({ running: 2, waiting: 0 })
  })

  it('gives a freed slot to the waiting client that holds the fewest, not to the longest line', async () => {
    const share = createFairShare(2)
    const { order, releases, ask } = recorder(share)
    await ask('crowd', 'c1')
    await ask('crowd', 'c2')
    for (let i = 3; i <= 10; i++) void ask('crowd', `c${i}`)
    void ask('visitor', 'v1')
    await flush()
    expect(share.load()).toEqual({ running: 2, waiting: 9 })
    releases.get('c1')?.()
    await flush()
    expect(order).toEqual(['c1', 'c2', 'v1'])
    releases.get('c2')?.()
    await flush()
    expect(order.at(-1)).toBe('c3')
  })

  it('takes turns between clients that hold as many and have had as much work', async () => {
    let clock = 0
    const share = createFairShare(1, { now: () => clock })
    const { order, releases, ask } = recorder(share)
    await ask('x', 'first')
    void ask('a', 'a1')
    void ask('a', 'a2')
    void ask('b', 'b1')
    void ask('b', 'b2')
    await flush()
    for (const name of ['first', 'a1', 'b1', 'a2']) {
      clock += 10
      releases.get(name)?.()
      await flush()
    }
    expect(order).toEqual(['first', 'a1', 'b1', 'a2', 'b2'])
    releases.get('b2')?.()
    expect(share.load()).toEqual({ running: 0, waiting: 0 })
  })

  it('serves first the client that has had the least work lately', async () => {
    let clock = 0
    const share = createFairShare(1, { now: () => clock, halfLifeMs: 1000 })
    const { order, releases, ask } = recorder(share)
    // The crowd has kept the server busy for a second; the visitor has asked for nothing yet.
    await ask('crowd', 'c1')
    clock += 1000
    releases.get('c1')?.()
    await ask('other', 'o1')
    void ask('crowd', 'c2')
    void ask('visitor', 'v1')
    await flush()
    clock += 10
    releases.get('o1')?.()
    await flush()
    expect(order).toEqual(['c1', 'o1', 'v1'])
  })

  it('forgets past work as time goes by', async () => {
    let clock = 0
    const share = createFairShare(1, { now: () => clock, halfLifeMs: 1000 })
    const { order, releases, ask } = recorder(share)
    // a worked 1,000 ms long ago, b 100 ms just now: a's share has faded below b's.
    await ask('a', 'a1')
    clock += 1000
    releases.get('a1')?.()
    clock += 10_000
    await ask('b', 'b1')
    clock += 100
    releases.get('b1')?.()
    await ask('x', 'x1')
    void ask('b', 'b2')
    void ask('a', 'a2')
    await flush()
    releases.get('x1')?.()
    await flush()
    expect(order.at(-1)).toBe('a2')
  })

  it('remembers the past work of a bounded number of clients', async () => {
    const share = createFairShare(1, { maxRemembered: 3 })
    for (const key of ['a', 'b', 'c', 'd', 'e']) (await share.acquire(key))?.()
    expect(share.clients()).toBe(3)
  })

  it('gives up the place of a request abandoned while it waits, and a release counts once', async () => {
    const share = createFairShare(1)
    const { order, releases, ask } = recorder(share)
    await ask('a', 'a1')
    const gone = new AbortController()
    const abandoned = ask('b', 'b1', gone.signal)
    void ask('c', 'c1')
    gone.abort()
    expect(await abandoned).toBeNull()
    const release = releases.get('a1')
    release?.()
    release?.()
    await flush()
    expect(order).toEqual(['a1', 'c1'])
    expect(share.load()).toEqual({ running: 1, waiting: 0 })
  })
})

class FakeResponse extends EventEmitter implements WorkResponse {
  ended = 0
  end = (() => {
    this.ended++
    return this
  }) as WorkResponse['end']
}

describe('holdWorkSlot', () => {
  afterEach(() => vi.useRealTimers())

  it('gives the slot back when the application ends the response, before the client has read it', async () => {
    const share = createFairShare(1)
    const res = new FakeResponse()
    expect(await holdWorkSlot(share, 'a', res, 10_000)).toBe(true)
    expect(share.load().running).toBe(1)
    res.end()
    expect(res.ended).toBe(1)
    expect(share.load().running).toBe(0)
    res.emit('finish')
    res.emit('close')
    expect(share.load().running).toBe(0)
  })

  it('gives the slot back when the connection closes', async () => {
    const share = createFairShare(1)
    const res = new FakeResponse()
    await holdWorkSlot(share, 'a', res, 10_000)
    res.emit('close')
    expect(share.load().running).toBe(0)
  })

  it('gives the slot back after the longest hold', async () => {
    vi.useFakeTimers()
    const share = createFairShare(1)
    await holdWorkSlot(share, 'a', new FakeResponse(), 500)
    vi.advanceTimersByTime(499)
    expect(share.load().running).toBe(1)
    vi.advanceTimersByTime(1)
    expect(share.load().running).toBe(0)
  })

  it('answers false for a request whose connection closed while it waited', async () => {
    const share = createFairShare(1)
    await holdWorkSlot(share, 'a', new FakeResponse(), 10_000)
    const res = new FakeResponse()
    const waiting = holdWorkSlot(share, 'b', res, 10_000)
    res.emit('close')
    expect(await waiting).toBe(false)
    expect(share.load()).toEqual({ running: 1, waiting: 0 })
  })
})
