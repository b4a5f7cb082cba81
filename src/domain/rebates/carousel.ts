import { LOCATOR_CAROUSEL, REBATE_SWIPE_THRESHOLD_PX, type CarouselSettings } from '../locator/carousel'
import { REBATE_CAROUSEL_GAP_PX } from './constants'

export { REBATE_SWIPE_THRESHOLD_PX }

/**
 * The rebate page's carousel of more dealers: the locator's slides per view, arrows, dots and loop, with the
 * rebate page's 16 px gap on every screen (spec §9). Its swipe threshold is 30 px (REBATE_SWIPE_THRESHOLD_PX).
 */
export const REBATE_CAROUSEL: CarouselSettings = {
  mobile: { ...LOCATOR_CAROUSEL.mobile, gap: REBATE_CAROUSEL_GAP_PX },
  tablet: { ...LOCATOR_CAROUSEL.tablet, gap: REBATE_CAROUSEL_GAP_PX },
  desktop: { ...LOCATOR_CAROUSEL.desktop, gap: REBATE_CAROUSEL_GAP_PX },
}
