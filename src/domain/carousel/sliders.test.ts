import { describe, expect, it } from 'vitest'

import { QUOTE_SLIDER, tabsAutoSlideMs, tabsSliderCarousel } from './sliders'

describe('quote slider', () => {
  it('shows one quote at a time on every device and wraps at both ends', () => {
    for (const device of Object.values(QUOTE_SLIDER)) {
      expect(device).toMatchObject({ slidesPerView: 1, loop: true, arrows: true, autoplay: false })
    }
  })
})

describe('tabs-to-slider', () => {
  it("moves by itself only when auto_slide is '1', every transition_delay seconds", () => {
    expect(tabsAutoSlideMs('1', 6)).toBe(6000)
    expect(tabsAutoSlideMs('0', 6)).toBeNull()
    expect(tabsAutoSlideMs(null, 6)).toBeNull()
  })

  it('waits 10 s when the delay is 0 or empty, as the other carousels do', () => {
    expect(tabsAutoSlideMs('1', 0)).toBe(10_000)
    expect(tabsAutoSlideMs('1', null)).toBe(10_000)
  })

  it('wraps both ways, with arrows only when asked for', () => {
    const settings = tabsSliderCarousel(false, 4000)
    expect(settings.mobile).toMatchObject({
      slidesPerView: 1,
      loop: true,
      arrows: false,
      autoplay: true,
      delayMs: 4000,
    })
    expect(tabsSliderCarousel(true, null).tablet).toMatchObject({ arrows: true, autoplay: false })
  })
})
