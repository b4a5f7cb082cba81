import type { FeatureCollection } from 'geojson'
import { describe, expect, it } from 'vitest'

import { clipLine, clipRing, fitProjection, posterAddress, posterSvg, type PosterRequest } from './poster'

const request = (over: Partial<PosterRequest> = {}): PosterRequest => ({
  width: 768,
  height: 320,
  safeWidth: 330,
  pins: [
    { lat: 40.75, lon: -73.99, number: 1 },
    { lat: 40.7, lon: -74.05, number: 2 },
  ],
  point: null,
  maxZoom: 12,
  ...over,
})

describe('the poster’s projection', () => {
  it('frames every pin within the safe width and the height, padded (more at the top, under the button)', () => {
    const project = fitProjection(request())
    const [x1, y1] = project(-73.99, 40.75)
    const [x2, y2] = project(-74.05, 40.7)
    for (const x of [x1, x2]) expect(Math.abs(x - 384)).toBeLessThanOrEqual(165 - 48 + 0.001)
    for (const y of [y1, y2]) expect(y).toBeGreaterThanOrEqual(72 - 0.001)
    for (const y of [y1, y2]) expect(y).toBeLessThanOrEqual(320 - 48 + 0.001)
    // North is up, east is right.
    expect(x1).toBeGreaterThan(x2)
    expect(y1).toBeLessThan(y2)
    // One side of the box is filled: the fit is as close as the padding allows.
    expect(Math.max(Math.abs(x1 - x2) / (330 - 96), Math.abs(y1 - y2) / (320 - 120))).toBeCloseTo(1, 5)
  })

  it('never comes closer than the greatest zoom', () => {
    const one = request({ pins: [{ lat: 40.75, lon: -73.99, number: 1 }], maxZoom: 3 })
    const project = fitProjection(one)
    // At zoom 3 the world is 512 × 8 px wide: one degree of longitude is 4096 / 360 px.
    const [a] = project(-73.99, 40.75)
    const [b] = project(-72.99, 40.75)
    expect(b - a).toBeCloseTo(4096 / 360, 6)
  })
})

describe('clipping', () => {
  const box = { left: 0, top: 0, right: 10, bottom: 10 }
  it('cuts a ring to the box', () => {
    const ring = clipRing(
      [
        [-5, -5],
        [5, -5],
        [5, 5],
        [-5, 5],
      ],
      box,
    )
    const xs = ring.map((p) => p[0])
    const ys = ring.map((p) => p[1])
    expect(Math.min(...xs)).toBe(0)
    expect(Math.max(...xs)).toBe(5)
    expect(Math.min(...ys)).toBe(0)
    expect(Math.max(...ys)).toBe(5)
  })
  it('drops a ring wholly outside, and keeps a line’s runs that cross the box with a point beyond each edge', () => {
    expect(
      clipRing(
        [
          [20, 20],
          [30, 20],
          [30, 30],
        ],
        box,
      ),
    ).toEqual([])
    const runs = clipLine(
      [
        [-20, 5],
        [-10, 5],
        [5, 5],
        [20, 5],
        [30, 5],
        [30, 30],
      ],
      box,
    )
    expect(runs).toEqual([
      [
        [-10, 5],
        [5, 5],
        [20, 5],
      ],
    ])
  })
})

describe('the poster', () => {
  const land: FeatureCollection = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { kind: 'land' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-80, 35],
              [-70, 35],
              [-70, 45],
              [-80, 45],
              [-80, 35],
            ],
          ],
        },
      },
    ],
  }

  it('draws water, the land inside the view, the search point and the numbered pins', () => {
    const svg = posterSvg(land, request({ point: { lat: 40.72, lon: -74.0 } }))
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="768" height="320"/)
    expect(svg).toContain('fill="#f6f5f0"')
    expect(svg).toContain('fill="#c2372b"')
    expect(svg.match(/<circle r="15"/g)).toHaveLength(2)
    expect(svg).toContain('>1</text>')
    expect(svg).toContain('>2</text>')
    // The land covers the view, so its path was cut to the view's margin.
    const path = /<path d="([^"]+)" fill="#f6f5f0"/.exec(svg)![1]!
    const numbers = path.match(/-?\d+(\.\d+)?/g)!.map(Number)
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(-8)
    expect(Math.max(...numbers)).toBeLessThanOrEqual(776)
  })

  it('has an address with the size, the pins rounded to five decimals, the zip and the zoom', () => {
    expect(
      posterAddress(
        [{ lat: 40.7512345, lon: -73.9912345, number: 4 }],
        { width: 720, height: 256, safeWidth: 320 },
        {
          code: '10001',
          maxZoom: 11,
        },
      ),
    ).toBe('/api/v1/map/poster?w=720&h=256&safe=320&pins=40.75123%2C-73.99123%2C4&code=10001&zoom=11')
  })
})
