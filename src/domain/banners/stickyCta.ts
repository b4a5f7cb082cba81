/**
 * The sticky call to action (spec §4, §9): it sits fixed at the bottom of the window until the visitor
 * reaches its own place on the page, where it settles into the page. The watch starts 2 s after load so
 * the page's first paint and loading are left alone.
 */

/** Where the call to action goes when the editor leaves the link empty (spec §2). */
export const STICKY_CTA_DEFAULT_PATH = '/resources/build-your-own-system/'
export const STICKY_CTA_DEFAULT_LABEL = 'Build your own system'

/** Wait after the page's load event before watching (spec §9). */
export const STICKY_CTA_DELAY_MS = 2000
/** Share of its place that must be in view for the bar to settle into the page (spec §9). */
export const STICKY_CTA_THRESHOLD = 0.065

export type StickyPosition = 'fixed' | 'relative'

/** What the watch reports about the bar's place on the page. */
type Sighting = { isIntersecting: boolean; intersectionRatio: number }

/**
 * Relative once at least the threshold share of the bar's place is in view, fixed otherwise. Browsers
 * also report a crossing on the way out, while a sliver is still visible, so the ratio decides.
 */
export function stickyPosition({ isIntersecting, intersectionRatio }: Sighting): StickyPosition {
  return isIntersecting && intersectionRatio >= STICKY_CTA_THRESHOLD ? 'relative' : 'fixed'
}
