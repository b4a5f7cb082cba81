import { describe, expect, it } from 'vitest'

import { autoplayDelayMs, LOCATOR_CAROUSEL, resolveCarousel } from './carousel'

describe('carousel settings', () => {
  it('defaults to 3/2/1 slides, gaps 30/5/15, loop with dots, arrows on desktop and tablet only, no autoplay', () => {
    const s = resolveCarousel({})
    expect([s.desktop.slidesPerView, s.tablet.slidesPerView, s.mobile.slidesPerView]).toEqual([3, 2, 1])
    expect([s.desktop.gap, s.tablet.gap, s.mobile.gap]).toEqual([30, 5, 15])
    expect([s.desktop.arrows, s.tablet.arrows, s.mobile.arrows]).toEqual([true, true, false])
    expect(Object.values(s).every((d) => d.loop && d.dots && !d.autoplay)).toBe(true)
  })

  it('waits 10 s when the configured delay is 0, otherwise the configured seconds', () => {
    expect(autoplayDelayMs(0)).toBe(10_000)
    expect(autoplayDelayMs(null)).toBe(10_000)
    expect(autoplayDelayMs(4)).toBe(4000)
    const s = resolveCarousel({ desktop: { active: true, automatic_transition: true, transition_delay: 0 } })
    expect(s.desktop).toMatchObject({ autoplay: true, delayMs: 10_000 })
  })

  it('applies a device’s options only when they are active, and keeps slides between 1 and 6', () => {
    expect(resolveCarousel({ mobile: { active: false, slides_per_view: 2 } }).mobile).toEqual(
      LOCATOR_CAROUSEL.mobile,
    )
    const s = resolveCarousel({
      mobile: { active: true, slides_per_view: 9, infinite_loop: false, arrows: true },
    })
    expect(s.mobile).toMatchObject({ slidesPerView: 6, loop: false, arrows: true, dots: true })
  })
})
