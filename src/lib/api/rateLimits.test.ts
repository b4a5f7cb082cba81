import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { BudgetSettings } from './budgets'
import { createRateLimits } from './rateLimits'

const settings: BudgetSettings = {
  visitor: { points: 3, durationSeconds: 2 },
  auth: { points: 1, durationSeconds: 60 },
  forms: { points: 2, durationSeconds: 60 },
  staff: { points: 50, durationSeconds: 10 },
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('createRateLimits (memory)', () => {
  it('allows an allowance, then refuses with the seconds until its window ends', async () => {
    const limits = createRateLimits(settings)
    const verdicts = []
    for (let i = 0; i < 4; i++) verdicts.push(await limits.take({ budget: 'visitor', key: 'a' }))
    expect(verdicts.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }])
    expect(verdicts[3]).toEqual({ ok: false, retryAfterSeconds: 2 })
  })

  it('allows again once the window has passed', async () => {
    const limits = createRateLimits(settings)
    for (let i = 0; i < 3; i++) await limits.take({ budget: 'visitor', key: 'a' })
    vi.advanceTimersByTime(1500)
    expect(await limits.take({ budget: 'visitor', key: 'a' })).toEqual({ ok: false, retryAfterSeconds: 1 })
    vi.advanceTimersByTime(600)
    expect(await limits.take({ budget: 'visitor', key: 'a' })).toEqual({ ok: true })
  })

  it('keeps keys and allowances apart', async () => {
    const limits = createRateLimits(settings)
    expect(await limits.take({ budget: 'auth', key: 'a' })).toEqual({ ok: true })
    expect(await limits.take({ budget: 'auth', key: 'a' })).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect(await limits.take({ budget: 'auth', key: 'b' })).toEqual({ ok: true })
    expect(await limits.take({ budget: 'visitor', key: 'a' })).toEqual({ ok: true })
    expect(await limits.take({ budget: 'forms', key: 'a' })).toEqual({ ok: true })
  })

  it('keeps separate instances apart when there is no shared store', async () => {
    const first = createRateLimits(settings)
    const second = createRateLimits(settings)
    expect(await first.take({ budget: 'auth', key: 'a' })).toEqual({ ok: true })
    expect(await second.take({ budget: 'auth', key: 'a' })).toEqual({ ok: true })
  })
})
