import { describe, expect, it } from 'vitest'

import { hasWave, showsPicture } from './variants'

describe('hero variants', () => {
  it('draws the wave on the wave hero always, on the video hero when asked, never on the others', () => {
    expect(hasWave('wave', false)).toBe(true)
    expect(hasWave('video', true)).toBe(true)
    expect(hasWave('video', null)).toBe(false)
    expect(hasWave('image', true)).toBe(false)
    expect(hasWave('color', true)).toBe(false)
  })

  it('shows pictures on every hero but the colour band', () => {
    expect(showsPicture('color')).toBe(false)
    expect(showsPicture('video')).toBe(true)
  })
})
