import { describe, expect, it } from 'vitest'

import { distanceMiles, roundMiles } from './distance'

describe('distanceMiles', () => {
  it('is zero for the same point', () => {
    expect(distanceMiles({ lat: 40.75, lon: -73.99 }, { lat: 40.75, lon: -73.99 })).toBe(0)
  })
  it('matches known distances', () => {
    // New York to Los Angeles: about 2,445 miles great-circle.
    const ny = { lat: 40.7484, lon: -73.9967 }
    const la = { lat: 34.0522, lon: -118.2437 }
    expect(distanceMiles(ny, la)).toBeGreaterThan(2430)
    expect(distanceMiles(ny, la)).toBeLessThan(2460)
    // One degree of latitude: about 69.1 miles.
    expect(distanceMiles({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(69.09, 1)
  })
  it('is symmetric and handles the date line and poles', () => {
    const a = { lat: 51, lon: 179.9 }
    const b = { lat: 51, lon: -179.9 }
    expect(distanceMiles(a, b)).toBeLessThan(10)
    expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 9)
    expect(distanceMiles({ lat: 90, lon: 0 }, { lat: -90, lon: 0 })).toBeCloseTo(Math.PI * 3958.8, 0)
  })
})

describe('roundMiles', () => {
  it('keeps one decimal', () => {
    expect(roundMiles(12.345)).toBe(12.3)
    expect(roundMiles(0.05)).toBe(0.1)
  })
})
