/**
 * The carousel's devices by viewport width (spec §9): mobile under 600 px, tablet under 1024 px, desktop from
 * 1024 px, and the space between slides on each.
 */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

export const TABLET_MIN_PX = 600
export const DESKTOP_MIN_PX = 1024

/** Media queries for the same breakpoints, as the browser and Embla's per-breakpoint options take them. */
export const TABLET_QUERY = `(min-width: ${TABLET_MIN_PX}px)`
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_PX}px)`

/** Space between slides, px: 15 on mobile, 5 on tablets, 30 on desktops. */
export const CAROUSEL_GAP_PX: Record<Device, number> = { mobile: 15, tablet: 5, desktop: 30 }

export function deviceForWidth(width: number): Device {
  if (width < TABLET_MIN_PX) return 'mobile'
  return width < DESKTOP_MIN_PX ? 'tablet' : 'desktop'
}

export const gapForWidth = (width: number): number => CAROUSEL_GAP_PX[deviceForWidth(width)]
