import { Redis } from 'ioredis'

import { env } from './env'

const KEY = Symbol.for('brand-site.redis')
const holder = globalThis as typeof globalThis & { [KEY]?: Redis }

/**
 * The one Redis connection of this process, when REDIS_URL is set; undefined otherwise (each instance then
 * keeps its own in-memory state). Commands fail fast while the server is away instead of queueing, so a
 * caller can fall back rather than hang.
 */
export function redisClient(): Redis | undefined {
  const url = env().REDIS_URL
  if (!url) return undefined
  holder[KEY] ??= new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
  return holder[KEY]
}
