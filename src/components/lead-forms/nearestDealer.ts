/** The part of a dealer search result a lead form needs. */
export type SearchDealer = {
  data: { companyID: number; name: string }
  distance: number
  searchInfo?: { kind: string }
}

/**
 * The dealer a request goes to; `fartherMiles` when none serves the zip and this is the nearest beyond the
 * usual radius (searchInfo.kind `nearest`), so the form can say how far.
 */
export type ChosenDealer = { companyId: number; name: string; fartherMiles?: number }

/** The nearest dealer of a search answer (the first of equals, keeping the service's ranking), or null. */
export function nearestDealer(dealers: readonly SearchDealer[]): ChosenDealer | null {
  let best: SearchDealer | undefined
  for (const dealer of dealers) if (!best || dealer.distance < best.distance) best = dealer
  if (!best) return null
  const chosen = { companyId: best.data.companyID, name: best.data.name }
  return best.searchInfo?.kind === 'nearest' ? { ...chosen, fartherMiles: Math.round(best.distance) } : chosen
}
