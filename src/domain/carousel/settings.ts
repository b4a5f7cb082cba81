import { CAROUSEL_GAP_PX, type Device } from './breakpoints'

export { DEVICES, type Device } from './breakpoints'

/** How a carousel behaves on one device (spec §3 "Carousel options"). */
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

/** When the configured delay is 0 (or unset), the automatic transition waits 10 s (spec §4). */
export const DEFAULT_DELAY_MS = 10_000
export const autoplayDelayMs = (seconds: number | null | undefined): number =>
  seconds && seconds > 0 ? Math.round(seconds * 1000) : DEFAULT_DELAY_MS

const device = (slidesPerView: number, gap: number, arrows: boolean): DeviceOptions => ({
  slidesPerView,
  gap,
  arrows,
  dots: true,
  loop: true,
  autoplay: false,
  delayMs: DEFAULT_DELAY_MS,
})

/** Spec §9 defaults: 3/2/1 slides, loop with dots, arrows on desktop and tablet only, no automatic transition. */
export const DEFAULT_CAROUSEL: CarouselSettings = {
  desktop: device(3, CAROUSEL_GAP_PX.desktop, true),
  tablet: device(2, CAROUSEL_GAP_PX.tablet, true),
  mobile: device(1, CAROUSEL_GAP_PX.mobile, false),
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

export const MAX_SLIDES_PER_VIEW = 6
const clampSlides = (n: number) => Math.min(MAX_SLIDES_PER_VIEW, Math.max(1, Math.round(n)))

/**
 * The settings a carousel runs with. A device whose options are not active uses the defaults; a set value
 * replaces its default. Slides per view stay between 1 and 6.
 */
export function resolveCarousel(
  input: Partial<Record<Device, DeviceInput | null | undefined>>,
  defaults: CarouselSettings = DEFAULT_CAROUSEL,
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

/** The same settings on every device, for carousels whose behaviour is fixed (quote slider, tabs-to-slider). */
export const onEveryDevice = (options: Omit<DeviceOptions, 'gap'>): CarouselSettings => ({
  mobile: { ...options, gap: CAROUSEL_GAP_PX.mobile },
  tablet: { ...options, gap: CAROUSEL_GAP_PX.tablet },
  desktop: { ...options, gap: CAROUSEL_GAP_PX.desktop },
})
