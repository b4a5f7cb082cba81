import { randomUUID } from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import type { BudgetSettings } from '@/lib/api/budgets'
import { createRateLimits, type RateLimitStore } from '@/lib/api/rateLimits'
import { createRequestGate } from '@/lib/api/requestGate'
import { staffSessionVerifier } from '@/lib/api/staffSession'

import { call, roomyInFlight, startGateServer, type GateServer } from '../fixtures/gateServer'

const REDIS_URL = 'redis://127.0.0.1:6379'
const keyPrefix = `test-rate-${randomUUID()}`
const settings: BudgetSettings = {
  visitor: { points: 10, durationSeconds: 60 },
  auth: { points: 2, durationSeconds: 60 },
  forms: { points: 2, durationSeconds: 60 },
  staff: { points: 100, durationSeconds: 60 },
}

const clients: Redis[] = []
const servers: GateServer[] = []

/** A connection as the site opens one (redisClient in src/clients/redis.ts), ready before use. */
async function redisConnection(url = REDIS_URL): Promise<Redis> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  clients.push(redis)
  await new Promise<void>((resolve, reject) => {
    redis.once('ready', () => resolve())
    redis.once('error', reject)
  })
  return redis
}

/** One instance of the site: its own gate and its own Redis connection. */
async function instance(store: RateLimitStore): Promise<number> {
  const gate = createRequestGate({
    trustedHops: 0,
    limits: createRateLimits(settings, store),
    staffSession: staffSessionVerifier('rate-limit-redis-test-secret-0123456789'),
    inFlight: roomyInFlight(),
  })
  const server = await startGateServer(gate)
  servers.push(server)
  return server.port
}

async function statuses(port: number, count: number, from: string, path = '/api/pages', method = 'GET') {
  const out: number[] = []
  for (let i = 0; i < count; i++) out.push((await call(port, path, { from, method })).status)
  return out
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

afterAll(async () => {
  const redis = await redisConnection()
  const keys = await redis.keys(`${keyPrefix}:*`)
  if (keys.length) await redis.del(...keys)
  clients.forEach((c) => c.disconnect())
})

describe('rate limit shared through Redis', () => {
  it('gives two instances one budget per client', async () => {
    const first = await instance({ redis: await redisConnection(), keyPrefix })
    const second = await instance({ redis: await redisConnection(), keyPrefix })
    expect(await statuses(first, 6, '127.0.0.6')).toEqual(Array(6).fill(200))
    expect(await statuses(second, 6, '127.0.0.6')).toEqual([200, 200, 200, 200, 429, 429])
    expect(await statuses(first, 1, '127.0.0.6')).toEqual([429])
    // Another client still has its whole allowance.
    expect(await statuses(second, 1, '127.0.0.7')).toEqual([200])
  })

  it('shares the sign-in allowance as well', async () => {
    const first = await instance({ redis: await redisConnection(), keyPrefix })
    const second = await instance({ redis: await redisConnection(), keyPrefix })
    expect(await statuses(first, 2, '127.0.0.8', '/api/users/login', 'POST')).toEqual([200, 200])
    expect(await statuses(second, 1, '127.0.0.8', '/api/users/login', 'POST')).toEqual([429])
  })

  it('keeps limiting from memory while Redis cannot be reached', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null,
      lazyConnect: true,
    })
    unreachable.on('error', () => {}) // the refused connection is the point of this test
    clients.push(unreachable)
    const port = await instance({ redis: unreachable, keyPrefix })
    expect(await statuses(port, 11, '127.0.0.9')).toEqual([...Array(10).fill(200), 429])
  })
})
