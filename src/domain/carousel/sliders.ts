import { autoplayDelayMs, DEFAULT_DELAY_MS, onEveryDevice, type CarouselSettings } from './settings'

/** The quote slider is 470 px high (spec §9): one quote at a time, wrapping at both ends, moved by hand. */
export const QUOTE_SLIDER_HEIGHT_PX = 470
export const QUOTE_SLIDER: CarouselSettings = onEveryDevice({
  slidesPerView: 1,
  arrows: true,
  dots: true,
  loop: true,
  autoplay: false,
  delayMs: DEFAULT_DELAY_MS,
})

/** The tabs-to-slider shows tabs from 769 px wide and a slider below (spec §4). */
export const TABS_SLIDER_WIDE_MIN_PX = 769
export const TABS_SLIDER_WIDE_QUERY = `(min-width: ${TABS_SLIDER_WIDE_MIN_PX}px)`
export const TABS_SLIDER_NARROW_QUERY = `(max-width: ${TABS_SLIDER_WIDE_MIN_PX - 1}px)`

/**
 * Milliseconds between automatic moves of the tabs-to-slider, or null when it only moves by hand: it moves by
 * itself when auto_slide is '1', every transition_delay seconds (10 s when the delay is 0 or empty).
 */
export function tabsAutoSlideMs(autoSlide: string | null | undefined, seconds: number | null | undefined) {
  return autoSlide === '1' ? autoplayDelayMs(seconds) : null
}

/** The tabs-to-slider's narrow layout: one slide at a time, wrapping both ways, dots, optional arrows. */
export function tabsSliderCarousel(showArrows: boolean, autoSlideMs: number | null): CarouselSettings {
  return onEveryDevice({
    slidesPerView: 1,
    arrows: showArrows,
    dots: true,
    loop: true,
    autoplay: autoSlideMs !== null,
    delayMs: autoSlideMs ?? DEFAULT_DELAY_MS,
  })
}
