import { describe, expect, it } from 'vitest'

import { isRegionCode, REGIONS, regionName } from './regions'

describe('regions (spec §5)', () => {
  it('holds 50 states, DC and 13 provinces and territories, by unique two-letter code', () => {
    expect(REGIONS.filter((r) => r.country === 'US')).toHaveLength(51)
    expect(REGIONS.filter((r) => r.country === 'CA')).toHaveLength(13)
    expect(new Set(REGIONS.map((r) => r.code)).size).toBe(REGIONS.length)
    expect(REGIONS.every((r) => /^[A-Z]{2}$/.test(r.code))).toBe(true)
  })
  it('knows DC and Quebec and refuses lower case or unknown codes', () => {
    expect(regionName('DC')).toBe('District of Columbia')
    expect(isRegionCode('QC')).toBe(true)
    expect(isRegionCode('ny')).toBe(false)
    expect(isRegionCode('XX')).toBe(false)
  })
})
