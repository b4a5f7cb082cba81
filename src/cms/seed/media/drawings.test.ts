import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { DEMO_DRAWINGS, demoImageFilename, renderDrawing } from './drawings'
import { DEMO_IMAGE_KEYS } from './imageKeys'

const SIZE_BY_PREFIX = {
  hero: { width: 1920, height: 900 },
  slide: { width: 1200, height: 800 },
  card: { width: 1200, height: 800 },
  unit: { width: 1200, height: 800 },
  app: { width: 1200, height: 800 },
  portrait: { width: 400, height: 400 },
} as const

const expectedSize = (key: string) => SIZE_BY_PREFIX[key.split('-')[0] as keyof typeof SIZE_BY_PREFIX]

describe('demo drawings', () => {
  it.each(DEMO_IMAGE_KEYS)('%s is a well-formed SVG of its kind’s size', async (key) => {
    const svg = DEMO_DRAWINGS[key].svg()
    const { width, height } = expectedSize(key)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`)
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
    // Every interpolated number came out as a number, and every fill reference has its definition.
    expect(svg).not.toMatch(/undefined|NaN/)
    for (const [, id] of svg.matchAll(/url\(#([\w-]+)\)/g)) expect(svg).toContain(`id="${id}"`)
    // The SVG parser behind the renderer reads it at that size.
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'svg',
      width,
      height,
    })
  })

  it('describes each picture in its own words, as an illustration or portrait', () => {
    const alts = DEMO_IMAGE_KEYS.map((key) => DEMO_DRAWINGS[key].alt)
    expect(new Set(alts).size).toBe(alts.length)
    for (const alt of alts) {
      expect(alt).toMatch(/^(Illustration|Abstract illustrated portrait) of /)
      expect(alt.length).toBeGreaterThan(50)
    }
  })

  it('names each stored file after its key', () => {
    expect(demoImageFilename('hero-home-exterior')).toBe('demo-hero-home-exterior.webp')
  })

  it.each(['hero-home-exterior', 'slide-thermostat', 'portrait-2'] as const)(
    'renders %s to a WebP file of the drawing’s size',
    async (key) => {
      const file = await renderDrawing(DEMO_DRAWINGS[key])
      const meta = await sharp(file).metadata()
      expect(meta.format).toBe('webp')
      expect({ width: meta.width, height: meta.height }).toEqual(expectedSize(key))
      // Flat shapes stay small: well under 100 kB even at hero size.
      expect(file.byteLength).toBeLessThan(100_000)
    },
  )
})
