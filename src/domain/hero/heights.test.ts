import { describe, expect, it } from 'vitest'

import { heroHeightClasses } from './heights'

describe('heroHeightClasses', () => {
  it('sets a minimum height for phones, tablets (sm) and desktops (lg)', () => {
    expect(heroHeightClasses({ mobile: 'compact', tablet: 'tall', desktop: 'screen' })).toBe(
      'min-h-[18rem] sm:min-h-[36rem] lg:min-h-[85svh]',
    )
  })

  it('uses medium, medium and tall for devices left unset', () => {
    expect(heroHeightClasses(null)).toBe('min-h-[26rem] sm:min-h-[28rem] lg:min-h-[40rem]')
    expect(heroHeightClasses({ desktop: 'compact' })).toBe('min-h-[26rem] sm:min-h-[28rem] lg:min-h-[22rem]')
  })
})
