import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { parseEnv } from '../../config/env'
import { createInFlight, holdWhileOpen, inFlightLimits, type InFlightLimit, type Release } from './inFlight'

const limit: InFlightLimit = { running: 2, waiting: 2 }

/** Settles every promise already resolved. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Acquires and records, in order, which requests have started. */
function recorder() {
  const slots = createInFlight()
  const started: string[] = []
  const releases = new Map<string, Release>()
  const refused: string[] = []
  const request = (key: string, name: string, signal?: AbortSignal) =>
    slots.acquire(key, limit, signal).then((release) => {
      if (release === null) refused.push(name)
      else {
        started.push(name)
        releases.set(name, release)
      }
    })
  const release = (name: string) => releases.get(name)?.()
  return { slots, started, refused, request, release }
}

describe('createInFlight', () => {
  it('runs a client’s requests up to its limit, then lets the waiting ones run in turn as earlier ones end', async () => {
    const { started, request, release } = recorder()
    for (const name of ['a1', 'a2', 'a3', 'a4']) void request('a', name)
    await settle()
    expect(started).toEqual(['a1', 'a2'])
    release('a2')
    await settle()
    expect(started).toEqual(['a1', 'a2', 'a3'])
    release('a1')
    await settle()
    expect(started).toEqual(['a1', 'a2', 'a3', 'a4'])
  })

  it('refuses at once when the client’s waiting line is full, and counts each client on its own', async () => {
    const { slots, started, refused, request } = recorder()
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) void request('a', name)
    void request('b', 'b1')
    await settle()
    expect({ started, refused }).toEqual({ started: ['a1', 'a2', 'b1'], refused: ['a5'] })
    expect([slots.load('a'), slots.load('b')]).toEqual([
      { running: 2, waiting: 2 },
      { running: 1, waiting: 0 },
    ])
  })

  it('frees one slot however often a request’s release is called', async () => {
    const { slots, started, request, release } = recorder()
    for (const name of ['a1', 'a2', 'a3', 'a4']) void request('a', name)
    await settle()
    release('a1')
    release('a1')
    release('a1')
    await settle()
    expect(started).toEqual(['a1', 'a2', 'a3'])
    expect(slots.load('a')).toEqual({ running: 2, waiting: 1 })
  })

  it('takes a request that is abandoned while it waits out of the line', async () => {
    const { slots, started, refused, request, release } = recorder()
    const gone = new AbortController()
    for (const name of ['a1', 'a2']) void request('a', name)
    void request('a', 'a3', gone.signal)
    void request('a', 'a4')
    await settle()
    gone.abort()
    await settle()
    expect(refused).toEqual(['a3'])
    expect(slots.load('a')).toEqual({ running: 2, waiting: 1 })
    release('a1')
    await settle()
    expect(started).toEqual(['a1', 'a2', 'a4'])
  })

  it('forgets a client once nothing of it runs or waits', async () => {
    const { slots, request, release } = recorder()
    for (const name of ['a1', 'a2', 'a3']) void request('a', name)
    await settle()
    for (const name of ['a1', 'a2', 'a3']) {
      release(name)
      await settle()
    }
    expect([slots.clients(), slots.load('a')]).toEqual([0, { running: 0, waiting: 0 }])
  })
})

describe('holdWhileOpen', () => {
  const response = () => new EventEmitter()

  it('runs the request and gives its slot back when the response finishes, once', async () => {
    const slots = createInFlight()
    const res = response()
    expect(await holdWhileOpen(slots, 'a', limit, res)).toBe('run')
    expect(slots.load('a')).toEqual({ running: 1, waiting: 0 })
    res.emit('finish')
    res.emit('close')
    expect([slots.clients(), res.listenerCount('close'), res.listenerCount('finish')]).toEqual([0, 0, 0])
  })

  it('gives the slot back when the connection closes before the response is done', async () => {
    const slots = createInFlight()
    const res = response()
    await holdWhileOpen(slots, 'a', limit, res)
    res.emit('close')
    expect(slots.clients()).toBe(0)
  })

  it('answers gone for a request whose connection closes while it waits, and leaves nothing behind', async () => {
    const slots = createInFlight()
    const running = [response(), response()]
    for (const res of running) await holdWhileOpen(slots, 'a', limit, res)
    const waiting = response()
    const outcome = holdWhileOpen(slots, 'a', limit, waiting)
    await settle()
    expect(slots.load('a')).toEqual({ running: 2, waiting: 1 })
    waiting.emit('close')
    expect(await outcome).toBe('gone')
    for (const res of running) res.emit('close')
    expect(slots.clients()).toBe(0)
  })

  it('answers full when the waiting line is full, holding nothing', async () => {
    const slots = createInFlight()
    const tight: InFlightLimit = { running: 1, waiting: 0 }
    const first = response()
    await holdWhileOpen(slots, 'a', tight, first)
    const second = response()
    expect(await holdWhileOpen(slots, 'a', tight, second)).toBe('full')
    expect([slots.load('a'), second.listenerCount('close')]).toEqual([{ running: 1, waiting: 0 }, 0])
  })
})

describe('inFlightLimits', () => {
  const secret = { PAYLOAD_SECRET: 'in-flight-settings-secret-0123456789' }

  it('gives a client 6 requests running and 16 waiting, and a signed-in staff member 24 running, by default', () => {
    expect(inFlightLimits(parseEnv(secret))).toEqual({
      visitor: { running: 6, waiting: 16 },
      staff: { running: 24, waiting: 16 },
    })
  })

  it('takes the numbers from the settings, and refuses a cap that would let nothing run', () => {
    const config = parseEnv({
      ...secret,
      REQUESTS_IN_FLIGHT_PER_CLIENT: '4',
      REQUESTS_WAITING_PER_CLIENT: '0',
      REQUESTS_IN_FLIGHT_PER_STAFF: '40',
    })
    expect(inFlightLimits(config)).toEqual({
      visitor: { running: 4, waiting: 0 },
      staff: { running: 40, waiting: 0 },
    })
    expect(() => parseEnv({ ...secret, REQUESTS_IN_FLIGHT_PER_CLIENT: '0' })).toThrow(
      /REQUESTS_IN_FLIGHT_PER_CLIENT/,
    )
    expect(() => parseEnv({ ...secret, REQUESTS_WAITING_PER_CLIENT: '-1' })).toThrow(
      /REQUESTS_WAITING_PER_CLIENT/,
    )
  })
})
