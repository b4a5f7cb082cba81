import { createHmac } from 'node:crypto'

import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { signInPolicy } from './signInPolicy'
import { signInStore, type SignInStore } from './signInStore'

/** Who is trying which account: the account as an opaque key, the client as its key (an IPv4 or an IPv6 /64). */
export type SignInAttempt = { account: string; client: string }

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number }

type Taken = { ok: true; consumed: number } | { ok: false; msBeforeNext: number }

/** An account's key: a keyed hash of its e-mail, so no counter holds an e-mail address in plain text. */
export const accountKey = (email: string, secret: string): string =>
  createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex').slice(0, 32)

async function take(limiter: RateLimiterAbstract, key: string): Promise<Taken> {
  try {
    return { ok: true, consumed: (await limiter.consume(key)).consumedPoints }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, msBeforeNext: rejection.msBeforeNext }
    throw rejection
  }
}

/** Gives an attempt back, unless its count has already expired (a reward would then start one below zero). */
async function giveBack(limiter: RateLimiterAbstract, key: string): Promise<void> {
  if (((await limiter.get(key))?.consumedPoints ?? 0) > 0) await limiter.reward(key, 1)
}

const refused = (ms: number): Verdict => ({ ok: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) })
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function pairKey(store: SignInStore, attempt: SignInAttempt): Promise<string> {
  const generation = (await store.generation.get(attempt.account))?.consumedPoints ?? 0
  return `${attempt.account}:${generation}:${attempt.client}`
}

/** Waits for the account's next turn, for at most maxWaitSeconds; the answer of the last try when none came. */
async function turnOf(store: SignInStore, account: string): Promise<Taken> {
  const deadline = Date.now() + signInPolicy.accountPace.maxWaitSeconds * 1000
  for (;;) {
    const turn = await take(store.accountPace, account)
    if (turn.ok || Date.now() + turn.msBeforeNext > deadline) return turn
    await wait(turn.msBeforeNext)
  }
}

/**
 * Counts an attempt before its password is checked, so parallel guesses cannot slip past. Refuses it while
 * this account from this client, or this client across accounts, is over its limit. An account over its own
 * limit (attempts from every client) is never locked: the attempt waits for the account's turn, and when none
 * comes in time goes ahead anyway if its client has not failed on the account, and is refused otherwise.
 */
export async function admitSignIn(attempt: SignInAttempt, store = signInStore()): Promise<Verdict> {
  const pair = await take(store.perAccountAndClient, await pairKey(store, attempt))
  if (!pair.ok) return refused(pair.msBeforeNext)
  const client = await take(store.perClient, attempt.client)
  if (!client.ok) return refused(client.msBeforeNext)
  if ((await take(store.perAccount, attempt.account)).ok) return { ok: true }
  const turn = await turnOf(store, attempt.account)
  if (turn.ok) return { ok: true }
  // The pair's count includes this attempt: 1 means no earlier failure of this client on the account.
  return pair.consumed === 1 ? { ok: true } : refused(turn.msBeforeNext)
}

/** A correct password: this client's failures on the account are forgotten and the attempt is given back. */
export async function signInSucceeded(attempt: SignInAttempt, store = signInStore()): Promise<void> {
  await store.perAccountAndClient.delete(await pairKey(store, attempt))
  await giveBack(store.perClient, attempt.client)
  await giveBack(store.perAccount, attempt.account)
}

/** An admin unlocked the account: every client may try it again at once, with no wait for a turn. */
export async function forgetAccountFailures(account: string, store = signInStore()): Promise<void> {
  await store.generation.penalty(account, 1)
  await store.perAccount.delete(account)
  await store.accountPace.delete(account)
}
