/** The part of a dealer search result a lead form needs. */
export type SearchDealer = { data: { companyID: number; name: string }; distance: number }

export type ChosenDealer = { companyId: number; name: string }

/** The nearest dealer of a search answer (the first of equals, keeping the service's ranking), or null. */
export function nearestDealer(dealers: readonly SearchDealer[]): ChosenDealer | null {
  let best: SearchDealer | undefined
  for (const dealer of dealers) if (!best || dealer.distance < best.distance) best = dealer
  return best ? { companyId: best.data.companyID, name: best.data.name } : null
}
