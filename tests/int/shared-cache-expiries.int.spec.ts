import { randomUUID } from 'node:crypto'
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'

import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import { SharedExpiries } from '@/server/cache/sharedCacheHandler.mjs'

/**
 * The expiries of the page and data cache shared between instances (src/server/cache/sharedCacheHandler.mjs),
 * through the machine's Redis. Each "instance" here is a SharedExpiries with a recorder in place of the cache it
 * would expire. The SQLite and PostgreSQL passes run at once, so each test has Redis names of its own.
 */

type Applied = { tags: string[]; durations?: { expire?: number } }
const REDIS = 'redis://127.0.0.1:6379'
const quiet = { warn: () => {}, info: () => {} }
const open: SharedExpiries[] = []
const proxies: Server[] = []

afterAll(async () => {
  for (const shared of open) await shared.close()
  for (const proxy of proxies) proxy.close()
})

function names() {
  const id = randomUUID()
  return { channel: `test:${id}:expired`, hash: `test:${id}:tags`, version: `test:${id}:version` }
}

/** An instance's shared expiries, recording what it applies to its cache. */
function instance(url: string, keys: ReturnType<typeof names>) {
  const applied: Applied[] = []
  const shared = new SharedExpiries(url, {
    keys,
    log: quiet,
    resyncMs: 200,
    apply: async (tags: string[], durations?: { expire?: number }) => {
      applied.push({ tags: [...tags], ...(durations ? { durations } : {}) })
    },
  })
  open.push(shared)
  return { shared, applied, tags: () => applied.flatMap((a) => a.tags).sort() }
}

const ready = (redis: Redis) =>
  redis.status === 'ready' ? Promise.resolve() : new Promise((resolve) => redis.once('ready', resolve))
const connected = (x: { shared: SharedExpiries }) =>
  Promise.all([ready(x.shared.commands), ready(x.shared.listener)])

async function eventually(check: () => void, ms = 3_000) {
  const until = Date.now() + ms
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((r) => setTimeout(r, 25))
    }
  }
}

/** A TCP relay to Redis that can be cut and put back, as a network failure between one instance and Redis. */
async function cuttableRedis() {
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = tcpConnect(6379, '127.0.0.1')
    sockets.add(client).add(upstream)
    client.pipe(upstream).pipe(client)
    const end = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
  })
  proxies.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
        sockets.clear()
      })
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  }
}

describe('cache expiries shared through Redis', () => {
  it('an expiry made on one instance is applied on the other at once, and once on each', async () => {
    const keys = names()
    const a = instance(REDIS, keys)
    const b = instance(REDIS, keys)
    await Promise.all([connected(a), connected(b)])

    await a.shared.expire(['page:/heat-pumps', '_N_T_/heat-pumps'], { expire: 0 })
    expect(a.applied).toEqual([{ tags: ['page:/heat-pumps', '_N_T_/heat-pumps'], durations: { expire: 0 } }])
    await eventually(() =>
      expect(b.applied).toEqual([{ tags: ['page:/heat-pumps', '_N_T_/heat-pumps'], durations: { expire: 0 } }]),
    )

    // An expiry without durations (expire at once) arrives as such.
    await b.shared.expire(['global:header'])
    await eventually(() => expect(a.applied.at(-1)).toEqual({ tags: ['global:header'] }))

    // Neither applies its own expiry again when the channel and the periodic check bring it back.
    await new Promise((r) => setTimeout(r, 600))
    expect(a.tags()).toEqual(['_N_T_/heat-pumps', 'global:header', 'page:/heat-pumps'])
    expect(b.tags()).toEqual(['_N_T_/heat-pumps', 'global:header', 'page:/heat-pumps'])
  })

  it('an instance that starts later applies every expiry made before it started', async () => {
    const keys = names()
    const a = instance(REDIS, keys)
    await connected(a)
    await a.shared.expire(['page:/'], { expire: 0 })
    await a.shared.expire(['page:/about', 'page:/'], { expire: 0 })

    const late = instance(REDIS, keys)
    await eventually(() => expect(late.tags()).toEqual(['page:/', 'page:/about']))
  })

  it('an instance cut off from Redis applies its own expiries and publishes them once it is back', async () => {
    const keys = names()
    const relay = await cuttableRedis()
    const a = instance(relay.url, keys)
    const b = instance(REDIS, keys)
    await Promise.all([connected(a), connected(b)])

    await relay.cut()
    await a.shared.expire(['page:/rebates'], { expire: 0 })
    expect(a.tags()).toEqual(['page:/rebates'])
    await new Promise((r) => setTimeout(r, 400))
    expect(b.tags()).toEqual([])

    await relay.restore()
    await eventually(() => expect(b.tags()).toEqual(['page:/rebates']), 8_000)
  })

  it('an instance whose connection dropped applies the expiries it missed meanwhile', async () => {
    const keys = names()
    const relay = await cuttableRedis()
    const a = instance(REDIS, keys)
    const b = instance(relay.url, keys)
    await Promise.all([connected(a), connected(b)])

    await relay.cut()
    await a.shared.expire(['page:/find-a-dealer'], { expire: 0 })
    await new Promise((r) => setTimeout(r, 400))
    expect(b.tags()).toEqual([])

    await relay.restore()
    await eventually(() => expect(b.tags()).toEqual(['page:/find-a-dealer']), 8_000)
  })
})
