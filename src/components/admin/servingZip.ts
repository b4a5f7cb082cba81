import type { DealerSearchResponse } from '../../domain/dealers/responseSchemas'
import { orderForVisit } from '../../domain/locator/ordering'

type SearchDealer = DealerSearchResponse['dealers'][number]

/** One line of the admin's 'Dealers serving a zip' list: a dealer where the locator places it for the zip. */
export type RankedDealer = {
  /** 1 for the first card the locator shows. */
  position: number
  companyID: number
  name: string
  place: string
  /** Miles from the zip's centre, as the locator's card shows it. */
  distance: string
  /** Why the dealer is listed: its territory holds the zip, it is within the radius, or it is the nearest. */
  territory: string
  /** The search's tier (1 best) and whether the locator rotates the dealers of that tier per visit. */
  tier: string
}

const TIERS: Record<number, string> = {
  1: 'Tier 1: territory, preferred',
  2: 'Tier 2: territory',
  3: 'Tier 3: within 10 miles',
  4: 'Tier 4: 10 to 25 miles',
  5: 'Tier 5: beyond 25 miles',
}

/** Why a dealer is listed for `zip`, in an editor's words. */
export function territoryLabel(
  kind: SearchDealer['searchInfo']['kind'],
  zip: string,
  radiusMiles: number,
): string {
  switch (kind) {
    case 'territory':
      return `Territory: serves ${zip}`
    case 'radius':
      return `Not its territory: within the ${radiusMiles}-mile radius`
    case 'nearest':
      return `Not its territory: the nearest dealer, beyond the ${radiusMiles}-mile radius`
  }
}

const miles = (distance: number) => `${distance.toFixed(1)} mi`

/**
 * The search's dealers in the order the public locator shows them to this browser's visit (`seed`, the visit's
 * order cookie: domain/locator/ordering.ts): tiers best first, a rotated tier shuffled with the visit's seed,
 * the others nearest first. Each with its distance and whether the zip is in its territory.
 */
export function rankedDealers(
  response: DealerSearchResponse,
  seed: number,
  radiusMiles: number,
): RankedDealer[] {
  const ordered = orderForVisit(response.dealers, response.randomizeBuckets, seed)
  return ordered.map((dealer, index) => {
    const { bucket, kind } = dealer.searchInfo
    const rotated = response.randomizeBuckets.includes(bucket)
    return {
      position: index + 1,
      companyID: dealer.data.companyID,
      name: dealer.data.name,
      place: [dealer.data.city, dealer.data.state].filter(Boolean).join(', '),
      distance: miles(dealer.distance),
      territory: territoryLabel(kind, response.zipcode, radiusMiles),
      tier: `${TIERS[bucket] ?? `Tier ${bucket}`}${rotated ? ' (rotated for each visit)' : ''}`,
    }
  })
}
