import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import { buildSignInStore, sharedCounter } from '@/cms/auth/signInStore'
import { accountKey, admitSignIn } from '@/cms/auth/signInThrottle'

// The machine's Redis, as REDIS_URL would name it in a deployment of several instances.
const connections: Redis[] = []
const connect = (url: string) => {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
  redis.on('error', () => {})
  connections.push(redis)
  return redis
}
const ready = (redis: Redis) => new Promise((resolve) => redis.once('ready', resolve))

afterAll(() => {
  for (const redis of connections) redis.disconnect()
})

describe('sign-in limits with Redis', () => {
  it('are shared by every instance', async () => {
    const [a, b] = [connect('redis://127.0.0.1:6379'), connect('redis://127.0.0.1:6379')]
    await Promise.all([ready(a), ready(b)])
    const instanceA = buildSignInStore(sharedCounter(a))
    const instanceB = buildSignInStore(sharedCounter(b))
    const attempt = {
      account: accountKey(`shared-${Date.now()}-${process.pid}@example.com`, 'test'),
      // The SQLite and PostgreSQL passes run at once against the same Redis: each gets an address of its own.
      client: `2001:db8::${process.pid.toString(16)}`,
    }
    for (let i = 0; i < 3; i++) expect(await admitSignIn(attempt, instanceA)).toEqual({ ok: true })
    for (let i = 0; i < 2; i++) expect(await admitSignIn(attempt, instanceB)).toEqual({ ok: true })
    expect(await admitSignIn(attempt, instanceA)).toMatchObject({ ok: false })
    expect(await admitSignIn(attempt, instanceB)).toMatchObject({ ok: false })
  })

  it('still hold, per instance, while Redis cannot be reached', async () => {
    const unreachable = buildSignInStore(sharedCounter(connect('redis://127.0.0.1:1')))
    const attempt = { account: accountKey('offline@example.com', 'test'), client: '192.0.2.8' }
    for (let i = 0; i < 5; i++) expect(await admitSignIn(attempt, unreachable)).toEqual({ ok: true })
    expect(await admitSignIn(attempt, unreachable)).toMatchObject({ ok: false })
  })
})
