/** Rebate constants (spec §9), documented in docs/rebates.md. */

/** The site asks for one entry, the category with the largest rebate (spec §7: pageSize=1). */
export const REBATE_PAGE_SIZE = 1
/** The largest pageSize the endpoint answers; staff-managed programs span a handful of categories. */
export const MAX_REBATE_PAGE_SIZE = 20
/** The page size handed to the optional third-party rebate widget. */
export const REBATE_WIDGET_PAGE_SIZE = 6
/** Space between the slides of the rebate page's dealer carousel, on every screen. */
export const REBATE_CAROUSEL_GAP_PX = 16
