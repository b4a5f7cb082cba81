import { orderDealers, type RandomSource } from '@/domain/locator/ordering'
import type { DealerSearchResponse, LocatorDealer } from '@/domain/locator/types'

import { nearestDealer } from '../lead-forms/nearestDealer'

export type NearbyDealers = { nearest: LocatorDealer; others: LocatorDealer[] }

/**
 * The dealer a rebate-page visitor contacts is the nearest one, chosen by the lead forms' own rule; the
 * others follow in the locator's order for the carousel. Null when no dealer serves the zip.
 */
export function splitNearest(response: DealerSearchResponse, random: RandomSource): NearbyDealers | null {
  const chosen = nearestDealer(response.dealers)
  const nearest = response.dealers.find((d) => d.data.companyID === chosen?.companyId)
  if (!chosen || !nearest) return null
  const rest = response.dealers.filter((d) => d !== nearest)
  return { nearest, others: orderDealers(rest, response.randomizeBuckets, random) }
}
