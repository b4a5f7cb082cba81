import type { Device } from '../../../../domain/accordion/defaultOpen'

/*
 * Before the page's script runs, a panel's default state per device comes from CSS alone, so nothing flashes
 * open or shut and nothing moves when the script takes over with the same state. Tailwind's `sm` (40rem) and
 * `lg` (64rem) are the spec's 640 and 1024 px breakpoints. Classes are written out for Tailwind to find.
 */
const HIDE_ON: Record<Device, string> = {
  mobile: 'max-sm:hidden',
  tablet: 'sm:max-lg:hidden',
  desktop: 'lg:hidden',
}

const TURN_ON: Record<Device, string> = {
  mobile: 'max-sm:rotate-180',
  tablet: 'sm:max-lg:rotate-180',
  desktop: 'lg:rotate-180',
}

const DEVICE_ORDER: readonly Device[] = ['mobile', 'tablet', 'desktop']

/** Hides a panel on the devices where it starts closed. */
export const closedPanelClasses = (openOn: Record<Device, boolean>): string =>
  DEVICE_ORDER.filter((device) => !openOn[device])
    .map((device) => HIDE_ON[device])
    .join(' ')

/** Turns the chevron over on the devices where the panel starts open. */
export const openChevronClasses = (openOn: Record<Device, boolean>): string =>
  DEVICE_ORDER.filter((device) => openOn[device])
    .map((device) => TURN_ON[device])
    .join(' ')
