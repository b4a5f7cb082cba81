/**
 * Demo zips for the README and docs/dealer-search.md, each with what a search returns on the seeded demo
 * network (tests/int/dealersSeed.int.spec.ts checks them). The generator keeps every other dealer away from
 * the single-dealer and no-dealer zips, so those two hold for any radius up to their clearance.
 */
export const DEMO_ZIPS = {
  /** New York, NY: a dense metro; the result list is full (30 dealers), territory dealers first. */
  denseMetro: '10001',
  /** Toronto, ON (FSA M5V): Canadian dealers, state ON. */
  canadian: 'M5V 3L9',
  /** Barrow (Utqiagvik), AK: exactly one dealer, a territory dealer; no other dealer within 150 miles. */
  singleDealer: '99723',
  /**
   * Ely, NV: a real zip with no dealer within 100 miles and none covering it: the search answers the nearest
   * few beyond the radius instead, marked `nearest` (docs/locator-search.md).
   */
  noDealers: '89301',
  /** Hagåtña, GU: a real zip with no dealer within the wider search's 250 miles either: count 0. */
  nothingNear: '96910',
} as const

/** Clearance around the reserved zips, in miles: random dealers are never placed closer. */
export const RESERVED_CLEARANCE_MILES = { singleDealer: 150, noDealers: 100 } as const
