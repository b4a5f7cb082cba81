import { createHmac } from 'node:crypto'

import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { signInStore, type SignInStore } from './signInStore'

/** Who is trying which account: both as opaque keys. */
export type SignInAttempt = { account: string; address: string }

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number }

/** An account's key: a keyed hash of its e-mail, so no counter holds an e-mail address in plain text. */
export const accountKey = (email: string, secret: string): string =>
  createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex').slice(0, 32)

async function take(limiter: RateLimiterAbstract, key: string): Promise<Verdict> {
  try {
    await limiter.consume(key)
    return { ok: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    throw rejection
  }
}

async function pairKey(store: SignInStore, attempt: SignInAttempt): Promise<string> {
  const generation = (await store.generation.get(attempt.account))?.consumedPoints ?? 0
  return `${attempt.account}:${generation}:${attempt.address}`
}

/**
 * Counts an attempt before its password is checked, so parallel guesses cannot slip past, and refuses it while
 * this account from this address, or this address across accounts, is over its limit.
 */
export async function admitSignIn(attempt: SignInAttempt, store = signInStore()): Promise<Verdict> {
  const pair = await take(store.perAccountAndAddress, await pairKey(store, attempt))
  if (!pair.ok) return pair
  return take(store.perAddress, attempt.address)
}

/** A correct password: this address's failures on the account are forgotten and the attempt is taken back. */
export async function signInSucceeded(attempt: SignInAttempt, store = signInStore()): Promise<void> {
  await store.perAccountAndAddress.delete(await pairKey(store, attempt))
  await store.perAddress.reward(attempt.address, 1)
}

/** An admin unlocked the account: every address may try it again at once. */
export async function forgetAccountFailures(account: string, store = signInStore()): Promise<void> {
  await store.generation.penalty(account, 1)
}
