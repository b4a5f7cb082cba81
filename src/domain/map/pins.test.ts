import { describe, expect, it } from 'vitest'

import { boundsOf, cardNumber, dealerCardId, dealerPins, milesText, pinLabel } from './pins'

const dealer = (id: number, name: string, lat: number, lon: number, distance?: number) => ({
  data: { companyID: id, name },
  location: { lat, lon },
  ...(distance === undefined ? {} : { distance }),
})

describe('card and pin numbers', () => {
  it('numbers cards by their place in the whole list: the second page of three starts at 4', () => {
    expect([0, 1, 2].map((i) => cardNumber(1, i))).toEqual([1, 2, 3])
    expect([0, 1, 2].map((i) => cardNumber(2, i))).toEqual([4, 5, 6])
    expect(cardNumber(10, 0)).toBe(28)
  })

  it('names each pin with its number, the dealer and the distance', () => {
    expect(pinLabel(1, 'Harrowgate Brindle Mechanical', 3.24)).toBe(
      '1. Harrowgate Brindle Mechanical, 3.2 miles',
    )
    expect(pinLabel(2, 'Cool Co', 1)).toBe('2. Cool Co, 1.0 mile')
    expect(pinLabel(1, 'Cool Co')).toBe('1. Cool Co')
    expect(milesText(0.04)).toBe('0.0 miles')
  })

  it('pins one page of dealers in their order, numbered from the page’s first card', () => {
    const pins = dealerPins([dealer(11, 'Alpha', 40.7, -74, 2.5), dealer(12, 'Beta', 40.8, -73.9, 7)], 4)
    expect(pins).toEqual([
      { id: 11, number: 4, lat: 40.7, lon: -74, label: '4. Alpha, 2.5 miles' },
      { id: 12, number: 5, lat: 40.8, lon: -73.9, label: '5. Beta, 7.0 miles' },
    ])
  })

  it('gives each card the id its pin points at', () => {
    expect(dealerCardId(17)).toBe('dealer-card-17')
  })
})

describe('boundsOf', () => {
  it('holds every point, the search point included', () => {
    expect(
      boundsOf([
        { lat: 40.7, lon: -74 },
        { lat: 41.2, lon: -73.1 },
        { lat: 40.1, lon: -75.5 },
      ]),
    ).toEqual([
      [-75.5, 40.1],
      [-73.1, 41.2],
    ])
  })

  it('widens a single point to a box, and has none for no points', () => {
    const [[w, s], [e, n]] = boundsOf([{ lat: 45, lon: -93 }])!
    expect(e - w).toBeCloseTo(0.05)
    expect(n - s).toBeCloseTo(0.05)
    expect((w + e) / 2).toBeCloseTo(-93)
    expect(boundsOf([])).toBeNull()
  })
})
