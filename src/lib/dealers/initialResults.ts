import 'server-only'

import { parsePostalCode } from '@/domain/geo/postalCode'
import type { LocatorView } from '@/domain/locator/locatorQuery'
import { newOrderSeed, orderForVisit } from '@/domain/locator/ordering'
import type { InitialResults } from '@/domain/locator/types'
import { payloadDealerDeps } from './payloadDeps'
import { buildSearchResponse } from './searchResponse'

/** What a locator page's request asks for beyond its zip: the visit's order seed (null: none yet) and view. */
export type LocatorRequestOptions = { seed?: number | null; view?: LocatorView; mapOpen?: boolean }

/**
 * The first results for a zip, computed in process from the same index the search endpoint answers from
 * (no HTTP round trip). The randomized buckets are shuffled with the visit's seed (a new one when the visitor
 * has none yet; the browser keeps it), so the HTML, the browser's own searches and later loads of the visit
 * agree on the order; the sort and radius the address asks for apply as in the browser's searches. A failure is logged and the browser searches instead.
 */
export async function loadInitialResults(
  zip: string,
  { seed = null, view, mapOpen = false }: LocatorRequestOptions = {},
): Promise<InitialResults | null> {
  const code = parsePostalCode(zip)
  if (!code) return null
  try {
    const [settings, index] = await Promise.all([payloadDealerDeps.settings(), payloadDealerDeps.index()])
    const response = buildSearchResponse(index, code, view?.radius ?? settings.radiusMiles, view?.sort)
    if (response.count === 0) console.warn(`Dealer lookup found no dealers for ${response.zipcode}`)
    const visitSeed = seed ?? newOrderSeed()
    const dealers = orderForVisit(response.dealers, response.randomizeBuckets, visitSeed, view?.sort)
    return {
      zip: response.zipcode,
      response: { ...response, dealers },
      seed: visitSeed,
      ...(view ? { view } : {}),
      ...(mapOpen ? { mapOpen } : {}),
    }
  } catch (error) {
    console.error('Dealer search for the first page failed:', error instanceof Error ? error.message : error)
    return null
  }
}
