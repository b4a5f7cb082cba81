import { describe, expect, it } from 'vitest'

import { BLANK_IMAGE } from './blankImage'

describe('BLANK_IMAGE', () => {
  it('is an SVG with neither a size nor a viewBox, so it gives an image no proportions of its own', () => {
    expect(BLANK_IMAGE.startsWith('data:image/svg+xml,')).toBe(true)
    const svg = decodeURIComponent(BLANK_IMAGE.slice('data:image/svg+xml,'.length))
    expect(svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>')
    expect(svg).not.toMatch(/width|height|viewBox/)
  })
})
