/**
 * How failed sign-ins are limited; docs/security.md explains the policy. Durations are in seconds. A client is
 * an IPv4 address or an IPv6 /64 (domain/net/clientKey.ts). Every attempt counts when it starts (so parallel
 * guesses cannot slip past) and a success takes it back.
 */
export const signInPolicy = {
  /** One account from one client: someone mistyping, or one machine guessing one account's password. */
  perAccountAndClient: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  /** One client across every account: one machine trying many accounts. */
  perClient: { points: 30, duration: 15 * 60, blockDuration: 15 * 60 },
  /**
   * One account from every client: many machines guessing one password. Past this many attempts the account is
   * not locked: its password is checked at most once every `paceSeconds`, each attempt waiting for its turn.
   */
  perAccount: { points: 30, duration: 15 * 60 },
  accountPace: {
    paceSeconds: 2,
    /**
     * The longest an attempt waits for its turn. Then a client that has not failed on the account goes ahead
     * (a staff member is never kept out by other machines' guesses); one that has failed is refused.
     */
    maxWaitSeconds: 10,
  },
} as const

/** The one answer to a throttled sign-in, whether or not the account exists. */
export function tooManySignIns(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
