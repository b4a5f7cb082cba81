/** Dealer search and review constants, documented in docs/dealer-search.md. */

/** Radius used when the site settings give none (SiteSettings `dealerSearch.radiusMiles`). */
export const DEFAULT_RADIUS_MILES = 50
export const MAX_RADIUS_MILES = 500

/** A search answers at most this many dealers: every territory dealer first, then the nearest radius ones. */
export const MAX_SEARCH_RESULTS = 30

/** Upper bounds (miles) of the distance bands that split radius dealers into buckets 3, 4 and 5. */
export const DISTANCE_BANDS_MILES = [10, 25] as const

export const REVIEW_PAGE_SIZE = 10
export const MAX_REVIEW_PAGE_SIZE = 50
export const MAX_REVIEW_PAGE = 10_000

/** Company ids are positive integers that fit a 32-bit signed column. */
export const MAX_COMPANY_ID = 2_147_483_647

/** The radii a visitor may choose in the locator (`?radius=`); without one the site setting's radius applies. */
export const RADIUS_CHOICES_MILES = [10, 25, 50, 100] as const
export type RadiusChoice = (typeof RADIUS_CHOICES_MILES)[number]

/**
 * When no dealer serves a zip, the search answers the nearest dealers beyond the usual radius instead:
 * at most this many, within this distance (docs/locator-search.md).
 */
export const NEAREST_MAX_MILES = 250
export const NEAREST_COUNT = 3
