import { describe, expect, it } from 'vitest'

import { normalizeServiceAreaEntry } from '../../../domain/dealers/serviceArea'
import { centroidTable } from '../../../domain/geo/centroids'
import { populatedZipKeys } from '../../../domain/geo/places'
import { parsePostalCode } from '../../../domain/geo/postalCode'
import { CANADIAN_PROVINCES } from '../../../domain/geo/provinces'
import { DEMO_ZIPS } from './demoZips'
import { generateDemoNetwork } from './generate'
import { nearHome } from './generateDealer'

describe('generateDemoNetwork', () => {
  const network = generateDemoNetwork()
  const { dealers, reviews } = network

  it('is the same on every run', () => {
    const again = generateDemoNetwork()
    expect(JSON.stringify(again)).toBe(JSON.stringify(network))
  })

  it('spreads about 2,500 dealers over every state and province', () => {
    expect(dealers).toHaveLength(2500)
    const states = new Set(dealers.map((d) => d.data.state))
    for (const p of CANADIAN_PROVINCES) expect(states).toContain(p)
    for (const s of ['AL', 'AK', 'CA', 'DC', 'HI', 'NY', 'TX', 'WY', 'PR', 'VI']) expect(states).toContain(s)
    expect(new Set(dealers.map((d) => d.data.companyID)).size).toBe(2500)
    expect(new Set(dealers.map((d) => d.slug)).size).toBe(2500)
  })

  it('marks everything as fictional demo data', () => {
    expect(
      dealers.every((d) => d.isDemo && d.data.dealerInfo?.data?.dbaName?.includes('fictional demo')),
    ).toBe(true)
    expect(dealers.every((d) => d.data.email?.endsWith('.example'))).toBe(true)
    expect(dealers.every((d) => /^\d{3}55501\d{2}$/.test(d.data.phone1 ?? ''))).toBe(true)
    expect(reviews.flat().every((r) => /^[A-Z][a-z]+ [A-Z]\.$/.test(r.author_name) && r.isDemo)).toBe(true)
  })

  it('varies names, flags, numbers and reviews', () => {
    expect(dealers.filter((d) => d.data.name.length > 24).length).toBeGreaterThan(100)
    expect(dealers.filter((d) => d.data.name.length <= 24).length).toBeGreaterThan(1000)
    expect(
      dealers.filter((d) => d.whodis?.assignedNumbers?.some((n) => n.numberType === 'value-brand')).length,
    ).toBeGreaterThan(100)
    expect(dealers.filter((d) => d.fuseInfo?.pool).length).toBeGreaterThan(100)
    expect(dealers.filter((d) => d.data.preferred).length).toBeGreaterThan(100)
    const total = reviews.flat().length
    expect(total / dealers.length).toBeGreaterThan(8)
    expect(total / dealers.length).toBeLessThan(12)
    expect(reviews.filter((r) => r.length === 0).length).toBeGreaterThan(10)
    expect(reviews.flat().filter((r) => r.owner_response).length).toBeGreaterThan(1000)
  })

  it('keeps each dealer’s rating summary in step with its reviews', () => {
    dealers.forEach((d, i) => {
      const own = reviews[i] ?? []
      expect(d.metaData?.total_review_count).toBe(own.length)
      if (own.length === 0) expect(d.metaData?.average_rating).toBe(0)
    })
  })

  it('stores only valid service-area entries and keeps the reserved zips to themselves', () => {
    const entries = dealers.flatMap((d) => d.serviceArea ?? [])
    expect(entries.every((e) => normalizeServiceAreaEntry(e) === e)).toBe(true)
    const coverBarrow = dealers.filter((d) =>
      d.serviceArea?.some((e) => ['99723', '9972', '997'].includes(e)),
    )
    expect(coverBarrow.map((d) => d.data.zipcode)).toEqual([DEMO_ZIPS.singleDealer])
    expect(entries.some((e) => ['89301', '8930', '893'].includes(e))).toBe(false)
  })

  it('places every dealer in a town’s zip, never a company’s, a PO box’s or one without a position', () => {
    const populated = populatedZipKeys()
    const excluded = [...centroidTable().keys()].filter((key) => !populated.has(key))
    // The rule leaves out something real: 10149 is 'Muscular Dystrophy, NY', a charity's own zip.
    expect(excluded.length).toBeGreaterThan(1000)
    expect(excluded).toEqual(expect.arrayContaining(['10149', '10094', '56902', '20013', 'K0H']))
    const outside = dealers.filter((d) => {
      const key = parsePostalCode(d.data.zipcode ?? '')?.key
      return !key || !populated.has(key)
    })
    expect(outside.map((d) => `${d.data.city}, ${d.data.state} ${d.data.zipcode}`)).toEqual([])
    expect(dealers.filter((d) => Math.abs(d.location.lat) < 1 && Math.abs(d.location.lon) < 1)).toEqual([])
    // Service areas name towns too (an entry of five digits is one zip).
    const zips = dealers.flatMap((d) => d.serviceArea ?? []).filter((e) => /^\d{5}$/.test(e))
    expect(zips.filter((zip) => !populated.has(zip))).toEqual([])
  })

  it('keeps every position on the map, even a dealer of the postal area at the North Pole', () => {
    const high = { next: () => 0.999 }
    expect(nearHome({ lat: 90, lon: 0.0007 }, high)).toEqual({ lat: 90, lon: 0.02565 })
    expect(nearHome({ lat: -89.99, lon: 179.99 }, { next: () => 0 })).toEqual({ lat: -90, lon: 179.965 })
    expect(nearHome({ lat: 45, lon: -179.99 }, { next: () => 0 })).toEqual({ lat: 44.975, lon: -180 })
  })
})
