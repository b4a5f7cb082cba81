import { describe, expect, it } from 'vitest'

import { deviceForWidth, gapForWidth } from './breakpoints'

describe('carousel breakpoints', () => {
  it('is mobile under 600 px, tablet under 1024 px, desktop from 1024 px', () => {
    expect([375, 599, 600, 1023, 1024, 1280].map(deviceForWidth)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ])
  })

  it('puts 15 px between slides under 600 px, 5 px under 1024 px and 30 px otherwise', () => {
    expect([599, 600, 1023, 1024].map(gapForWidth)).toEqual([15, 5, 5, 30])
  })
})
