import 'server-only'

import { parsePostalCode } from '@/domain/geo/postalCode'
import { orderDealers } from '@/domain/locator/ordering'
import type { InitialResults } from '@/domain/locator/types'
import { payloadDealerDeps } from './payloadDeps'
import { buildSearchResponse } from './searchResponse'

/**
 * The first results for a zip, computed in process from the same index the search endpoint answers from
 * (no HTTP round trip). Bucket shuffling happens here, per request, so the order the browser hydrates is
 * the order the HTML shows. A failure is logged and the browser searches instead.
 */
export async function loadInitialResults(zip: string): Promise<InitialResults | null> {
  const code = parsePostalCode(zip)
  if (!code) return null
  try {
    const [settings, index] = await Promise.all([payloadDealerDeps.settings(), payloadDealerDeps.index()])
    const response = buildSearchResponse(index, code, settings.radiusMiles)
    if (response.count === 0) console.warn(`Dealer lookup found no dealers for ${response.zipcode}`)
    const dealers = orderDealers(response.dealers, response.randomizeBuckets, Math.random)
    return { zip: response.zipcode, response: { ...response, dealers } }
  } catch (error) {
    console.error('Dealer search for the first page failed:', error instanceof Error ? error.message : error)
    return null
  }
}
