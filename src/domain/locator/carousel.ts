/**
 * Carousel settings per device (spec §3 "Carousel options", §9 defaults). Devices: mobile under 600 px,
 * tablet under 1024 px, desktop from 1024 px.
 */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

export type DeviceOptions = {
  slidesPerView: number
  /** Space between slides, px. */
  gap: number
  arrows: boolean
  dots: boolean
  loop: boolean
  autoplay: boolean
  /** Milliseconds between automatic moves. */
  delayMs: number
}

export type CarouselSettings = Record<Device, DeviceOptions>

/** When the configured delay is 0 (or unset), the automatic transition waits 10 s (spec §9). */
export const DEFAULT_DELAY_MS = 10_000
export const autoplayDelayMs = (seconds: number | null | undefined): number =>
  seconds && seconds > 0 ? Math.round(seconds * 1000) : DEFAULT_DELAY_MS

/** Movement past this many pixels counts as a swipe: 5 in the locator carousel, 30 on the rebate page. */
export const LOCATOR_SWIPE_THRESHOLD_PX = 5
export const REBATE_SWIPE_THRESHOLD_PX = 30

/** The locator carousel's defaults: 3/2/1 slides, gaps 30/5/15 px, loop with dots, arrows off on mobile, no autoplay. */
export const LOCATOR_CAROUSEL: CarouselSettings = {
  desktop: {
    slidesPerView: 3,
    gap: 30,
    arrows: true,
    dots: true,
    loop: true,
    autoplay: false,
    delayMs: DEFAULT_DELAY_MS,
  },
  tablet: {
    slidesPerView: 2,
    gap: 5,
    arrows: true,
    dots: true,
    loop: true,
    autoplay: false,
    delayMs: DEFAULT_DELAY_MS,
  },
  mobile: {
    slidesPerView: 1,
    gap: 15,
    arrows: false,
    dots: true,
    loop: true,
    autoplay: false,
    delayMs: DEFAULT_DELAY_MS,
  },
}

/** What an editor may set for one device; anything left empty keeps the default. */
export type DeviceInput = {
  active?: boolean | null
  slides_per_view?: number | null
  arrows?: boolean | null
  dots_navigation?: boolean | null
  infinite_loop?: boolean | null
  automatic_transition?: boolean | null
  transition_delay?: number | null
}

const clampSlides = (n: number) => Math.min(6, Math.max(1, Math.round(n)))

/**
 * The settings a carousel runs with. A device whose options are not active uses the defaults; a set value
 * replaces its default. Slides per view stay between 1 and 6.
 */
export function resolveCarousel(
  input: Partial<Record<Device, DeviceInput | null>>,
  defaults: CarouselSettings = LOCATOR_CAROUSEL,
): CarouselSettings {
  const resolve = (device: Device): DeviceOptions => {
    const base = defaults[device]
    const given = input[device]
    if (!given?.active) return base
    return {
      slidesPerView: given.slides_per_view ? clampSlides(given.slides_per_view) : base.slidesPerView,
      gap: base.gap,
      arrows: given.arrows ?? base.arrows,
      dots: given.dots_navigation ?? base.dots,
      loop: given.infinite_loop ?? base.loop,
      autoplay: given.automatic_transition ?? base.autoplay,
      delayMs:
        given.transition_delay === undefined || given.transition_delay === null
          ? base.delayMs
          : autoplayDelayMs(given.transition_delay),
    }
  }
  return { mobile: resolve('mobile'), tablet: resolve('tablet'), desktop: resolve('desktop') }
}
