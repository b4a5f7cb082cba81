import { dealerRetryDelay, HttpStatusError, shouldRetryDealerFetch } from '../locator/retryPolicy'

/**
 * The rebate fetch retries as the dealer fetch does (spec §7: 2 retries, 1 s doubling, 429 after 1 s),
 * except that an answer about the request itself (400 bad zip, 404 unknown zip) is final: asking again
 * would only keep the visitor waiting for the same answer.
 */
export function shouldRetryRebateFetch(failureCount: number, error: Error): boolean {
  if (error instanceof HttpStatusError && error.status >= 400 && error.status < 500 && error.status !== 429)
    return false
  return shouldRetryDealerFetch(failureCount, error)
}

export const rebateRetryDelay = dealerRetryDelay
