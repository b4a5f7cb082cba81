import { Redis } from 'ioredis'

import { env } from '../config/env'

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
  if (!holder[KEY]) {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    // ioredis reconnects by itself; without a listener every failed attempt is reported as an unhandled error.
    // One line when the connection is lost and one when it is back.
    let down = false
    client.on('error', (error: Error) => {
      if (down) return
      down = true
      console.warn(
        `Redis at ${new URL(url).host} is unreachable (${error.message}); falling back to this instance's memory`,
      )
    })
    client.on('ready', () => {
      if (!down) return
      down = false
      console.info(`Redis at ${new URL(url).host} is reachable again`)
    })
    holder[KEY] = client
  }
  return holder[KEY]
}
