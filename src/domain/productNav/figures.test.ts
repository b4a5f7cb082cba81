import { describe, expect, it } from 'vitest'

import {
  AIR_CLEANER_PARTICLES_PERCENT,
  FILTER_LIFE_MONTHS,
  HUMIDIFIER_HOME_SQ_FT,
  LIGHT_COMMERCIAL_TONS,
  airCleanerClaim,
  filterClaim,
  humidifierClaim,
  tonnageRange,
} from './figures'

describe('product figures', () => {
  it('defaults to the specification’s values', () => {
    expect(AIR_CLEANER_PARTICLES_PERCENT).toBe(99.98)
    expect(HUMIDIFIER_HOME_SQ_FT).toEqual([4200, 5000])
    expect(FILTER_LIFE_MONTHS).toBe(6)
    expect(LIGHT_COMMERCIAL_TONS).toEqual({ min: 3, max: 25 })
  })

  it('words the air cleaner’s claim', () => {
    expect(airCleanerClaim(99.98)).toBe('Captures up to 99.98% of particles')
    expect(airCleanerClaim(0)).toBeNull()
    expect(airCleanerClaim(120)).toBeNull()
    expect(airCleanerClaim(null)).toBeNull()
  })

  it('words the humidifier’s home sizes with thousands separators', () => {
    expect(humidifierClaim(4200, 5000)).toBe('For homes up to 4,200 or 5,000 sq ft')
    expect(humidifierClaim(5000, 4200)).toBe('For homes up to 4,200 or 5,000 sq ft')
    expect(humidifierClaim(4200, null)).toBe('For homes up to 4,200 sq ft')
    expect(humidifierClaim(4200, 4200)).toBe('For homes up to 4,200 sq ft')
    expect(humidifierClaim(null, undefined)).toBeNull()
  })

  it('words the filter’s life', () => {
    expect(filterClaim(6)).toBe('Lasts up to 6 months')
    expect(filterClaim(1)).toBe('Lasts up to 1 month')
    expect(filterClaim(2.5)).toBeNull()
    expect(filterClaim(NaN)).toBeNull()
  })

  it('words the light commercial tonnage range', () => {
    expect(tonnageRange(3, 25)).toBe('3 to 25 tons')
    expect(tonnageRange(25, 3)).toBe('3 to 25 tons')
    expect(tonnageRange(7.5, 7.5)).toBe('7.5 tons')
    expect(tonnageRange(3, null)).toBeNull()
  })
})
