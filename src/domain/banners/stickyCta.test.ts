import { describe, expect, it } from 'vitest'

import { STICKY_CTA_DELAY_MS, STICKY_CTA_THRESHOLD, stickyPosition } from './stickyCta'

describe('stickyPosition', () => {
  it('uses the specification’s constants', () => {
    expect([STICKY_CTA_DELAY_MS, STICKY_CTA_THRESHOLD]).toEqual([2000, 0.065])
  })

  it('keeps the bar fixed while its place is out of view', () => {
    expect(stickyPosition({ isIntersecting: false, intersectionRatio: 0 })).toBe('fixed')
  })

  it('settles the bar into the page once the threshold share of its place is in view', () => {
    expect(stickyPosition({ isIntersecting: true, intersectionRatio: 0.065 })).toBe('relative')
    expect(stickyPosition({ isIntersecting: true, intersectionRatio: 1 })).toBe('relative')
  })

  it('fixes the bar again when its place scrolls back out, even with a sliver still visible', () => {
    expect(stickyPosition({ isIntersecting: true, intersectionRatio: 0.02 })).toBe('fixed')
  })
})
