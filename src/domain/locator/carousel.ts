/**
 * The dealer carousels' settings: the site's carousel rules (domain/carousel, spec §3 and §9) under the names
 * the locator uses, and the swipe thresholds of the locator and rebate-page carousels.
 */
export {
  autoplayDelayMs,
  DEFAULT_CAROUSEL as LOCATOR_CAROUSEL,
  DEFAULT_DELAY_MS,
  DEVICES,
  resolveCarousel,
  type CarouselSettings,
  type Device,
  type DeviceInput,
  type DeviceOptions,
} from '../carousel/settings'

/** Movement past this many pixels counts as a swipe: 5 in the locator carousel, 30 on the rebate page. */
export { SWIPE_THRESHOLD_PX as LOCATOR_SWIPE_THRESHOLD_PX } from '../carousel/navigation'
export const REBATE_SWIPE_THRESHOLD_PX = 30
