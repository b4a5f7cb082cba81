import { randomUUID } from 'node:crypto'

import type { Redis } from 'ioredis'

/** How long an instance stays the job runner after its last tick: a dead runner is replaced within this. */
export const LEADER_TTL_MS = 15_000

/** Takes the key when it is free or already ours, and keeps it for ARGV[2] ms more; 1 when we hold it. */
const CLAIM = `local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`

export type LeaderOptions = {
  key?: string
  id?: string
  ttlMs?: number
  onRedisError?: (error: unknown) => void
}

/**
 * Which instance runs the job queues' timers. Payload's runner picks jobs by finding and then marking them, so
 * two instances ticking at the same moment can both take one job: a scheduled publication would then be
 * published twice. With Redis, one instance at a time is the runner: each tick it renews its claim, the others
 * find the key taken and skip the tick, and when the runner dies its claim lapses after `ttlMs` and the next
 * instance to tick takes over. Without Redis (one instance) every tick runs. If Redis cannot be reached the tick
 * runs anyway: leads stay single-sent by their own lease (leadLease.ts), and the queues keep moving.
 */
export function jobRunnerLeader(
  redis: Redis | undefined,
  options: LeaderOptions = {},
): () => Promise<boolean> {
  const { key = 'jobs:runner', id = randomUUID(), ttlMs = LEADER_TTL_MS, onRedisError = () => {} } = options
  return async () => {
    if (!redis) return true
    try {
      return (await redis.eval(CLAIM, 1, key, id, String(ttlMs))) === 1
    } catch (error) {
      onRedisError(error)
      return true
    }
  }
}
