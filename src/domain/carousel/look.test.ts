import { describe, expect, it } from 'vitest'

import { DEFAULT_LOOK, readableArrowColour, resolveLook } from './look'

describe('resolveLook', () => {
  it('keeps the default look on devices whose options are not active', () => {
    const look = resolveLook({ mobile: { active: false, arrows_bg: 'dark' }, tablet: null })
    expect(look).toEqual({ mobile: DEFAULT_LOOK, tablet: DEFAULT_LOOK, desktop: DEFAULT_LOOK })
  })

  it('applies the chosen colours, wrapper and effect per device', () => {
    const look = resolveLook({
      desktop: {
        active: true,
        arrows_bg: 'dark',
        arrows_color: 'white',
        arrows_border: 'none',
        dots_colors: 'accent',
        wrapper_css: 'bordered',
        transition_effect: 'none',
      },
    })
    expect(look.desktop).toEqual({
      arrowBg: 'dark',
      arrowColor: 'white',
      arrowBorder: 'none',
      dots: 'accent',
      wrapper: 'bordered',
      effect: 'none',
    })
    expect(look.mobile).toEqual(DEFAULT_LOOK)
  })

  it('falls back to the default for values it does not know (no free CSS gets through)', () => {
    const look = resolveLook({ tablet: { active: true, wrapper_css: 'p-4;color:red', dots_colors: 'pink' } })
    expect(look.tablet).toMatchObject({ wrapper: 'none', dots: 'brand' })
  })
})

describe('readableArrowColour', () => {
  it('makes the arrow white on a coloured button, whatever was chosen', () => {
    expect(readableArrowColour('brand', 'dark')).toBe('white')
    expect(readableArrowColour('accent', 'accent')).toBe('white')
  })

  it('keeps a colour on a white button, never white on white', () => {
    expect(readableArrowColour('white', 'accent')).toBe('accent')
    expect(readableArrowColour('white', 'white')).toBe('brand')
  })
})
