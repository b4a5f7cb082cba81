import { describe, expect, it } from 'vitest'

import { BLANK_PIXEL, blankOfSize } from './blankPixel'

describe('blankOfSize', () => {
  it('is an empty SVG with the image’s proportions', () => {
    const blank = blankOfSize(1200, 800)
    expect(blank).toBe(
      `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"/>')}`,
    )
  })

  it('is the transparent pixel when the size is unknown or unusable', () => {
    expect(blankOfSize()).toBe(BLANK_PIXEL)
    expect(blankOfSize(1200, null)).toBe(BLANK_PIXEL)
    expect(blankOfSize(0, 800)).toBe(BLANK_PIXEL)
    expect(blankOfSize(-5, 800)).toBe(BLANK_PIXEL)
  })
})
