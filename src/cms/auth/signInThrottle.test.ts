import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { buildSignInStore, type SignInStore } from './signInStore'
import { accountKey, admitSignIn, forgetAccountFailures, signInSucceeded } from './signInThrottle'

let store: SignInStore
const attempt = { account: accountKey('staff@example.com', 'secret'), address: '192.0.2.10' }
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
        await admitSignIn({ account: accountKey(`user${i}@example.com`, 's'), address: '192.0.2.99' }, store),
      ).toEqual({
        ok: true,
      })
    }
    const next = await admitSignIn(
      { account: accountKey('fresh@example.com', 's'), address: '192.0.2.99' },
      store,
    )
    expect(next).toMatchObject({ ok: false })
    expect(
      await admitSignIn({ account: accountKey('fresh@example.com', 's'), address: '192.0.2.100' }, store),
    ).toEqual({
      ok: true,
    })
  })
})
