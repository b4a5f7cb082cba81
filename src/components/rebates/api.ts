import { HttpStatusError, parseRetryAfter } from '@/domain/locator/retryPolicy'
import { REBATE_PAGE_SIZE } from '@/domain/rebates/constants'
import type { RebateDetailsResponse } from '@/domain/rebates/responseSchemas'

/**
 * The Rebates call as the browser makes it (spec §7): zip and pageSize=1 against the rebate provider, this
 * site's /api/v1 unless the site settings name another. A failed answer throws HttpStatusError, which the
 * retry policy reads. The answer is not re-validated here; the endpoint's tests check its shape.
 */
export async function fetchRebateDetails(
  base: string,
  zip: string,
  signal?: AbortSignal,
): Promise<RebateDetailsResponse> {
  const query = new URLSearchParams({ zip, pageSize: String(REBATE_PAGE_SIZE) })
  const res = await fetch(`${base}/rebates/productRebateDetails.json?${query}`, {
    signal,
    headers: { accept: 'application/json' },
  })
  if (!res.ok)
    throw new HttpStatusError(res.status, parseRetryAfter(res.headers.get('retry-after'), Date.now()))
  return (await res.json()) as RebateDetailsResponse
}
