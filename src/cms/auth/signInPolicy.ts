/**
 * How failed sign-ins are limited; docs/security.md explains the policy. Durations are in seconds.
 * Every attempt counts when it starts (so parallel guesses cannot slip past) and a success takes it back.
 */
export const signInPolicy = {
  /** One account from one address: someone mistyping, or one machine guessing one account's password. */
  perAccountAndAddress: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  /** One address across every account: one machine trying many accounts. */
  perAddress: { points: 30, duration: 15 * 60, blockDuration: 15 * 60 },
  /**
   * One account from every address (Payload's own lock): many machines guessing one password. Time-limited, and
   * reaching it takes at least six addresses, each stopped after five attempts.
   */
  accountLock: { failures: 30, lockSeconds: 15 * 60 },
} as const

/** The shortest password accepted on create, update and reset. */
export const MIN_PASSWORD_LENGTH = 12

/** The one answer to a throttled or locked sign-in, whether or not the account exists. */
export function tooManySignIns(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
