import { describe, expect, it } from 'vitest'

import { stepIndex, swipeStep } from './navigation'

describe('stepIndex', () => {
  it('wraps at both ends when looping', () => {
    expect(stepIndex(4, 1, 5, true)).toBe(0)
    expect(stepIndex(0, -1, 5, true)).toBe(4)
    expect(stepIndex(2, 1, 5, true)).toBe(3)
  })

  it('stops at the first and last slide when bounded', () => {
    expect(stepIndex(4, 1, 5, false)).toBe(4)
    expect(stepIndex(0, -1, 5, false)).toBe(0)
    expect(stepIndex(1, -1, 5, false)).toBe(0)
  })

  it('stays at 0 without slides', () => {
    expect(stepIndex(0, 1, 0, true)).toBe(0)
  })
})

describe('swipeStep', () => {
  it('moves on a horizontal movement over 5 px: left goes next, right goes previous', () => {
    expect(swipeStep(-6, 0)).toBe(1)
    expect(swipeStep(6, 1)).toBe(-1)
  })

  it('ignores 5 px or less, and mostly vertical movements', () => {
    expect(swipeStep(-5, 0)).toBe(0)
    expect(swipeStep(4, 0)).toBe(0)
    expect(swipeStep(-20, 30)).toBe(0)
  })

  it('takes another threshold, such as 30 px on the rebate page', () => {
    expect(swipeStep(-29, 0, 30)).toBe(0)
    expect(swipeStep(-31, 0, 30)).toBe(1)
  })
})
