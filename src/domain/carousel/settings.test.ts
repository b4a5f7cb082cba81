import { describe, expect, it } from 'vitest'

import { autoplayDelayMs, DEFAULT_CAROUSEL, onEveryDevice, resolveCarousel } from './settings'

describe('carousel settings', () => {
  it('defaults to 3/2/1 slides, loop with dots, arrows on desktop and tablet only, no automatic transition', () => {
    const s = resolveCarousel({})
    expect([s.desktop.slidesPerView, s.tablet.slidesPerView, s.mobile.slidesPerView]).toEqual([3, 2, 1])
    expect([s.desktop.arrows, s.tablet.arrows, s.mobile.arrows]).toEqual([true, true, false])
    expect(Object.values(s).every((d) => d.loop && d.dots && !d.autoplay)).toBe(true)
  })

  it('waits 10 s when the configured delay is 0, otherwise the configured seconds', () => {
    expect(autoplayDelayMs(0)).toBe(10_000)
    expect(autoplayDelayMs(2.5)).toBe(2500)
    const s = resolveCarousel({ tablet: { active: true, automatic_transition: true, transition_delay: 0 } })
    expect(s.tablet).toMatchObject({ autoplay: true, delayMs: 10_000 })
  })

  it('uses a device’s options only when active, with slides per view between 1 and 6', () => {
    expect(resolveCarousel({ desktop: { active: false, slides_per_view: 5 } }).desktop).toEqual(
      DEFAULT_CAROUSEL.desktop,
    )
    expect(resolveCarousel({ desktop: { active: true, slides_per_view: 0 } }).desktop.slidesPerView).toBe(3)
    expect(resolveCarousel({ desktop: { active: true, slides_per_view: 12 } }).desktop.slidesPerView).toBe(6)
  })

  it('gives fixed carousels the same behaviour on every device, each with its own gap', () => {
    const s = onEveryDevice({ ...DEFAULT_CAROUSEL.mobile, arrows: true })
    expect([s.mobile.gap, s.tablet.gap, s.desktop.gap]).toEqual([15, 5, 30])
    expect(Object.values(s).every((d) => d.arrows && d.slidesPerView === 1)).toBe(true)
  })
})
