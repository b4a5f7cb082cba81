import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { buildSignInStore, type SignInStore } from './signInStore'
import { accountKey, admitSignIn, forgetAccountFailures, signInSucceeded } from './signInThrottle'

let store: SignInStore
const attempt = { account: accountKey('staff@example.com', 'secret'), client: '192.0.2.10' }
const attempts = async (n: number, a = attempt) => {
  const verdicts = []
  for (let i = 0; i < n; i++) verdicts.push(await admitSignIn(a, store))
  return verdicts
}

beforeEach(() => {
  vi.useFakeTimers()
  store = buildSignInStore((options) => new RateLimiterMemory(options))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('sign-in limits', () => {
  it('refuse the sixth attempt on one account from one address for 15 minutes, then admit again', async () => {
    expect((await attempts(5)).every((v) => v.ok)).toBe(true)
    expect(await admitSignIn(attempt, store)).toEqual({ ok: false, retryAfterSeconds: 900 })
    await vi.advanceTimersByTimeAsync(14 * 60 * 1000)
    expect(await admitSignIn(attempt, store)).toMatchObject({ ok: false })
    await vi.advanceTimersByTimeAsync(60 * 1000 + 1)
    expect(await admitSignIn(attempt, store)).toEqual({ ok: true })
  })

  it('key the account by e-mail whatever its case or spacing, never by the e-mail itself', () => {
    expect(accountKey(' Staff@Example.com ', 'secret')).toBe(attempt.account)
    expect(attempt.account).not.toContain('example')
    expect(accountKey('staff@example.com', 'another secret')).not.toBe(attempt.account)
  })

  it('forget an address’s failures on the account after a success', async () => {
    await attempts(4)
    await signInSucceeded(attempt, store)
    expect((await attempts(5)).every((v) => v.ok)).toBe(true)
  })

  it('lift every address’s limit on an account when an admin unlocks it', async () => {
    await attempts(6)
    await forgetAccountFailures(attempt.account, store)
    expect(await admitSignIn(attempt, store)).toEqual({ ok: true })
  })

  it('stop one address after 30 attempts across accounts', async () => {
    for (let i = 0; i < 30; i++) {
      expect(
        await admitSignIn({ account: accountKey(`user${i}@example.com`, 's'), client: '192.0.2.99' }, store),
      ).toEqual({
        ok: true,
      })
    }
    const next = await admitSignIn(
      { account: accountKey('fresh@example.com', 's'), client: '192.0.2.99' },
      store,
    )
    expect(next).toMatchObject({ ok: false })
    expect(
      await admitSignIn({ account: accountKey('fresh@example.com', 's'), client: '192.0.2.100' }, store),
    ).toEqual({
      ok: true,
    })
  })
})

describe('an account under attack from many clients', () => {
  const account = accountKey('victim@example.com', 'secret')
  const from = (client: string) => ({ account, client })
  /** Thirty failed attempts on the account, each from a client of its own (c0 … c29). */
  const spreadFailures = async () => {
    for (let i = 0; i < 30; i++) expect(await admitSignIn(from(`c${i}`), store)).toEqual({ ok: true })
  }
  /** Whether a promise has settled, once timers due by now and pending callbacks have run. */
  const settled = async (promise: Promise<unknown>) => {
    let done = false
    void promise.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    return done
  }

  it('after 30 failed attempts has its password checked once every 2 seconds, never refused to a new client', async () => {
    await spreadFailures()
    expect(await admitSignIn(from('newcomer-1'), store)).toEqual({ ok: true })
    const second = admitSignIn(from('newcomer-2'), store)
    expect(await settled(second)).toBe(false)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(await settled(second)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await second).toEqual({ ok: true })
  })

  it('refuses a client that has failed on it when its turn does not come within 10 seconds', async () => {
    await spreadFailures()
    const repeaters = Array.from({ length: 12 }, (_, i) => admitSignIn(from(`c${i}`), store))
    const newcomer = admitSignIn(from('newcomer'), store)
    await vi.advanceTimersByTimeAsync(10_000)
    const verdicts = await Promise.all(repeaters)
    // One check every 2 seconds: at 0, 2, 4, 6, 8 and 10 seconds.
    expect(verdicts.filter((v) => v.ok).length).toBeLessThanOrEqual(6)
    const refused = verdicts.filter((v) => !v.ok)
    expect(refused.length).toBeGreaterThanOrEqual(6)
    for (const verdict of refused)
      expect(verdict).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) })
    expect(await newcomer).toEqual({ ok: true })
  })

  it('is checked at once again after an admin unlocks it', async () => {
    await spreadFailures()
    expect(await admitSignIn(from('newcomer-1'), store)).toEqual({ ok: true })
    await forgetAccountFailures(account, store)
    expect(await settled(admitSignIn(from('newcomer-2'), store))).toBe(true)
  })
})
