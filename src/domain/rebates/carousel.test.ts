import { describe, expect, it } from 'vitest'

import { DEVICES, LOCATOR_CAROUSEL } from '../locator/carousel'
import { REBATE_CAROUSEL, REBATE_SWIPE_THRESHOLD_PX } from './carousel'

describe('the rebate carousel', () => {
  it('keeps 16 px between slides on every screen and the locator’s slides per view', () => {
    for (const device of DEVICES) {
      expect(REBATE_CAROUSEL[device].gap, device).toBe(16)
      expect(REBATE_CAROUSEL[device].slidesPerView, device).toBe(LOCATOR_CAROUSEL[device].slidesPerView)
    }
  })

  it('counts a swipe only past 30 px', () => {
    expect(REBATE_SWIPE_THRESHOLD_PX).toBe(30)
  })
})
