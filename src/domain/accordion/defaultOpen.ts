/**
 * Which accordion panels and expandable cards start open. An editor ticks, per item, the devices on which it
 * opens by default (spec §4): phones under 640 px, tablets from 640 to 1023 px, desktops from 1024 px.
 */

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

/** The spec's accordion breakpoints in CSS pixels: the first width of each device. */
export const ACCORDION_BREAKPOINTS = { tablet: 640, desktop: 1024 } as const

/**
 * The same breakpoints as media queries, in rem like the style sheet's (40rem = 640 px, 64rem = 1024 px at
 * the default font size), so the script and the CSS agree even when a visitor enlarged the browser's font.
 */
export const DEVICE_QUERIES = { tablet: '(min-width: 40rem)', desktop: '(min-width: 64rem)' } as const

/** Default-open flags as saved: a missing flag means closed. */
export type OpenOn = Partial<Record<Device, boolean | null>>

/** The device class of a viewport width in CSS pixels. */
export function deviceForWidth(width: number): Device {
  if (width >= ACCORDION_BREAKPOINTS.desktop) return 'desktop'
  if (width >= ACCORDION_BREAKPOINTS.tablet) return 'tablet'
  return 'mobile'
}

/** The device class from media-query answers (the browser's `matchMedia(query).matches`). */
export function deviceFromQueries(matches: (query: string) => boolean): Device {
  if (matches(DEVICE_QUERIES.desktop)) return 'desktop'
  if (matches(DEVICE_QUERIES.tablet)) return 'tablet'
  return 'mobile'
}

/** True when the item starts open on this device. */
export const isOpenByDefault = (openOn: OpenOn | null | undefined, device: Device): boolean =>
  openOn?.[device] === true

/** The three flags as plain booleans, the form a browser island receives. */
export const openOnFlags = (openOn: OpenOn | null | undefined): Record<Device, boolean> => ({
  mobile: isOpenByDefault(openOn, 'mobile'),
  tablet: isOpenByDefault(openOn, 'tablet'),
  desktop: isOpenByDefault(openOn, 'desktop'),
})
