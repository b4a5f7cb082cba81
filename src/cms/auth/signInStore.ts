import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { redisClient } from '../../clients/redis'
import { signInPolicy } from './signInPolicy'

type CounterOptions = { keyPrefix: string; points: number; duration: number; blockDuration?: number }
export type MakeCounter = (options: CounterOptions) => RateLimiterAbstract

/**
 * Counters shared by every instance through Redis, with a per-process copy that takes over while Redis is
 * away; memory only without Redis.
 */
export const sharedCounter =
  (redis: Redis | undefined): MakeCounter =>
  (options) => {
    const memory = new RateLimiterMemory(options)
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory
  }

export type SignInStore = {
  perAccountAndClient: RateLimiterAbstract
  perClient: RateLimiterAbstract
  perAccount: RateLimiterAbstract
  /** One point per account every paceSeconds: whoever takes it may have the password checked. */
  accountPace: RateLimiterAbstract
  /** Bumped when an admin unlocks an account: the per-client counters of its earlier generation no longer count. */
  generation: RateLimiterAbstract
}

export const buildSignInStore = (counter: MakeCounter): SignInStore => ({
  perAccountAndClient: counter({ keyPrefix: 'sign-in:account-client', ...signInPolicy.perAccountAndClient }),
  perClient: counter({ keyPrefix: 'sign-in:client', ...signInPolicy.perClient }),
  perAccount: counter({ keyPrefix: 'sign-in:account', ...signInPolicy.perAccount }),
  accountPace: counter({
    keyPrefix: 'sign-in:account-pace',
    points: 1,
    duration: signInPolicy.accountPace.paceSeconds,
  }),
  // Kept for a day, far longer than any block it ends.
  generation: counter({
    keyPrefix: 'sign-in:generation',
    points: Number.MAX_SAFE_INTEGER,
    duration: 24 * 60 * 60,
  }),
})

const KEY = Symbol.for('brand-site.sign-in-store')
const holder = globalThis as typeof globalThis & { [KEY]?: SignInStore }

/** The counters of this process (one set, however many bundles load this module), in Redis when REDIS_URL is set. */
export function signInStore(): SignInStore {
  holder[KEY] ??= buildSignInStore(sharedCounter(redisClient()))
  return holder[KEY]
}
