import { randomUUID } from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import { jobRunnerLeader } from './runnerLeader'

// The site's connection settings (src/clients/redis.ts), against the Redis this machine runs.
const redis = new Redis('redis://127.0.0.1:6379', { enableOfflineQueue: true, maxRetriesPerRequest: 1 })
afterAll(() => redis.disconnect())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the job runner among several instances', () => {
  it('is one instance at a time, which keeps the part while it ticks', async () => {
    const key = `test:jobs:runner:${randomUUID()}`
    const first = jobRunnerLeader(redis, { key, ttlMs: 2_000 })
    const second = jobRunnerLeader(redis, { key, ttlMs: 2_000 })
    expect(await first()).toBe(true)
    expect(await second()).toBe(false)
    expect(await first()).toBe(true)
    expect(await second()).toBe(false)
  })

  it('passes to another instance once the runner stops ticking (it died) and its claim lapses', async () => {
    const key = `test:jobs:runner:${randomUUID()}`
    const dead = jobRunnerLeader(redis, { key, ttlMs: 300 })
    const alive = jobRunnerLeader(redis, { key, ttlMs: 300 })
    expect(await dead()).toBe(true)
    expect(await alive()).toBe(false)
    await sleep(400)
    expect(await alive()).toBe(true)
    expect(await dead()).toBe(false)
  })

  it('lets every tick run with no Redis (one instance) and when Redis cannot be reached', async () => {
    expect(await jobRunnerLeader(undefined)()).toBe(true)
    const away = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
      retryStrategy: () => null,
    })
    away.on('error', () => {})
    const errors: unknown[] = []
    expect(await jobRunnerLeader(away, { onRedisError: (e) => errors.push(e) })()).toBe(true)
    expect(errors).toHaveLength(1)
    away.disconnect()
  })
})
