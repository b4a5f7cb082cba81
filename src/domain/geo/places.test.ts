import { describe, expect, it } from 'vitest'

import { centroidTable } from './centroids'
import { isPlace, populatedZipKeys } from './places'

const row = (key: string) => {
  const c = centroidTable().get(key)
  if (!c) throw new Error(`${key} is not in the postal data`)
  return c
}

describe('isPlace', () => {
  it('keeps the zips and postal areas people live in', () => {
    // Puerto Rico and the Virgin Islands have only federal-list positions: all of them count.
    for (const key of ['10001', '99723', '89301', '48226', 'M5V', 'K1A', 'X0A', '00725', '00820'])
      expect(isPlace(row(key)), key).toBe(true)
  })

  it('leaves out the federal list’s company and PO-box zips, military mail and placeholder positions', () => {
    expect(row('10149')).toMatchObject({ city: 'Muscular Dystrophy', lat: 40.76, lon: -73.98 })
    for (const key of ['10149', '10094', '10200', 'K0H']) expect(isPlace(row(key)), key).toBe(false)
    const military = [...centroidTable().values()].filter((c) => ['AA', 'AE', 'AP'].includes(c.state))
    expect(military.length).toBeGreaterThan(0)
    expect(military.some(isPlace)).toBe(false)
  })
})

describe('populatedZipKeys', () => {
  const keys = populatedZipKeys()
  const all = [...centroidTable().values()]

  it('holds most zips and every Canadian area with a position', () => {
    const us = all.filter((c) => c.country === 'US')
    expect(us.filter((c) => keys.has(c.key)).length / us.length).toBeGreaterThan(0.8)
    // Nine FSAs have no position in the data (read as 0,0), K0H Addington County among them.
    const canada = all.filter((c) => c.country === 'CA')
    expect(canada.filter((c) => !keys.has(c.key)).map((c) => c.key)).toContain('K0H')
    expect(canada.filter((c) => !keys.has(c.key)).every((c) => c.lat === 0 && c.lon === 0)).toBe(true)
    expect(canada.filter((c) => keys.has(c.key)).length).toBeGreaterThan(1600)
    for (const key of ['10001', '99723', '89301', '60614', '94110']) expect(keys.has(key), key).toBe(true)
  })

  it('leaves out zips that share their town centre with others, and every non-place', () => {
    // 149 Washington, DC box and company zips at one point; 48272 Detroit at the city's centre.
    expect(row('20013')).toMatchObject({ lat: row('20090').lat, lon: row('20090').lon })
    for (const key of ['20013', '20090', '48272', '10149', '10200']) expect(keys.has(key), key).toBe(false)
    expect(all.filter((c) => !isPlace(c)).some((c) => keys.has(c.key))).toBe(false)
  })
})
