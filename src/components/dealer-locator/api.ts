import type {
  DealerRecordResponse,
  DealerReviewsResponse,
  DealerSearchResponse,
} from '@/domain/dealers/responseSchemas'
import { DEFAULT_SORT, type SortOrder } from '@/domain/dealers/sortOrders'
import { searchPath } from '@/domain/locator/infoEndpoint'
import { HttpStatusError, parseRetryAfter } from '@/domain/locator/retryPolicy'

/**
 * The dealer service's calls as the browser makes them (spec §7). A failed answer throws HttpStatusError, which
 * the retry policy reads (429 with Retry-After). Answers are not re-validated here: the service's shapes are
 * checked against src/domain/dealers/responseSchemas.ts by its own tests, and zod would add to every page.
 */
async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } })
  if (!res.ok)
    throw new HttpStatusError(res.status, parseRetryAfter(res.headers.get('retry-after'), Date.now()))
  return (await res.json()) as T
}

export type SearchParams = {
  apiBase: string
  brandCode: string
  zip: string
  infoEndpoint: boolean
  /** The visitor's sort and radius; the service's defaults when absent. */
  sort?: SortOrder
  radius?: number | null
  /** Tracking ids from the visitor's profile, sent only when present (spec §7). */
  mtaAnonymousId?: string | null
  mtaSessionId?: string | null
}

export function fetchDealerSearch(p: SearchParams, signal?: AbortSignal): Promise<DealerSearchResponse> {
  const query = new URLSearchParams({
    brand: p.brandCode,
    zipcode: p.zip,
    url: window.location.origin + window.location.pathname,
  })
  if (p.sort && p.sort !== DEFAULT_SORT) query.set('sort', p.sort)
  if (p.radius) query.set('radius', String(p.radius))
  if (p.mtaAnonymousId) query.set('mtaAnonymousId', p.mtaAnonymousId)
  if (p.mtaSessionId) query.set('mtaSessionId', p.mtaSessionId)
  return getJson(`${p.apiBase}${searchPath(p.infoEndpoint)}?${query}`, signal)
}

export function fetchDealerLookup(
  apiBase: string,
  brandCode: string,
  companyId: number,
  signal?: AbortSignal,
): Promise<DealerRecordResponse> {
  const query = new URLSearchParams({ brand: brandCode, cid: String(companyId) })
  return getJson(`${apiBase}/dealers/lookup?${query}`, signal)
}

export function fetchDealerReviews(
  apiBase: string,
  companyId: number,
  page: number,
  pageAmount: number,
  signal?: AbortSignal,
): Promise<DealerReviewsResponse> {
  return getJson(
    `${apiBase}/reviews/dealers/retrieve-reviews/${companyId}?page=${page}&pageAmount=${pageAmount}`,
    signal,
  )
}
