import type { Redis } from 'ioredis'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import type { Allowance, BudgetName, BudgetSettings, Charge } from './budgets'

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number }

export type RateLimits = { take(charge: Charge): Promise<Verdict> }

export type RateLimitStore = {
  /** Shared by every instance when given; each instance counts on its own otherwise. */
  redis?: Redis
  /** Keeps these counters apart from any other user of the same Redis. */
  keyPrefix?: string
}

function limiter(name: BudgetName, allowance: Allowance, store: RateLimitStore): RateLimiterAbstract {
  const options = {
    keyPrefix: `${store.keyPrefix ?? 'rate'}:${name}`,
    points: allowance.points,
    duration: allowance.durationSeconds,
  }
  const memory = new RateLimiterMemory(options)
  if (!store.redis) return memory
  return new RateLimiterRedis({
    ...options,
    storeClient: store.redis,
    // While Redis is away each instance counts on its own rather than letting everything through.
    insuranceLimiter: memory,
    // A key over its allowance is refused from memory until its window ends: a flood costs Redis nothing.
    inMemoryBlockOnConsumed: allowance.points + 1,
  })
}

/** The allowances, in memory or in Redis; `take` spends one request of a charge's allowance. */
export function createRateLimits(settings: BudgetSettings, store: RateLimitStore = {}): RateLimits {
  const limiters = {
    visitor: limiter('visitor', settings.visitor, store),
    auth: limiter('auth', settings.auth, store),
    forms: limiter('forms', settings.forms, store),
    staff: limiter('staff', settings.staff, store),
  } satisfies Record<BudgetName, RateLimiterAbstract>
  return {
    async take({ budget, key }) {
      try {
        await limiters[budget].consume(key)
        return { ok: true }
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
      }
    },
  }
}
