import { DESKTOP_MIN_PX, TABLET_MIN_PX, type Device } from './breakpoints'
import type { CarouselSettings } from './settings'

/** Each device's viewport widths, as a media query (range syntax: no gap or overlap at the breakpoints). */
const DEVICE_WIDTHS: Record<Device, string> = {
  mobile: `(width < ${TABLET_MIN_PX}px)`,
  tablet: `(${TABLET_MIN_PX}px <= width < ${DESKTOP_MIN_PX}px)`,
  desktop: `(width >= ${DESKTOP_MIN_PX}px)`,
}

/**
 * The viewport widths at which a slide lies wholly beyond a carousel's first view (its index at or past that
 * device's slides per view), as a media query list; null when it shows in the first view on every device.
 * Until the carousel runs, nothing can bring such a slide into view, so its picture need not load yet.
 */
export function offFirstViewMedia(settings: CarouselSettings, index: number): string | null {
  const devices = (Object.keys(DEVICE_WIDTHS) as Device[]).filter(
    (device) => index >= Math.ceil(settings[device].slidesPerView),
  )
  if (devices.length === 0) return null
  if (devices.length === 3) return 'all'
  return devices.map((device) => DEVICE_WIDTHS[device]).join(', ')
}
