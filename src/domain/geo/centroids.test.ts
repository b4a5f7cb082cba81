import { describe, expect, it } from 'vitest'

import { centroidTable, findCentroid } from './centroids'
import { parsePostalCode } from './postalCode'
import { CANADIAN_PROVINCES } from './provinces'

describe('centroidTable', () => {
  const rows = [...centroidTable().values()]

  it('holds every US ZIP and Canadian FSA of the zipcodes data', () => {
    expect(rows.filter((r) => r.country === 'US')).toHaveLength(42_555)
    expect(rows.filter((r) => r.country === 'CA').length).toBeGreaterThan(1600)
  })

  it('names every state and province with a two-letter code', () => {
    expect(rows.every((r) => /^[A-Z]{2}$/.test(r.state))).toBe(true)
    const provinces = new Set(rows.filter((r) => r.country === 'CA').map((r) => r.state))
    expect([...provinces].sort()).toEqual([...CANADIAN_PROVINCES])
  })

  it('resolves full Canadian codes by FSA and ZIP+4 by its zip', () => {
    const ottawa = findCentroid(parsePostalCode('k1a-0b1')!)
    expect(ottawa).toMatchObject({ key: 'K1A', state: 'ON', country: 'CA' })
    expect(findCentroid(parsePostalCode('10001-0001')!)).toMatchObject({ city: 'New York', state: 'NY' })
    expect(findCentroid(parsePostalCode('M5V 3L9')!)?.city).toBe('Downtown Toronto')
  })

  it('does not know unused zips', () => {
    expect(findCentroid(parsePostalCode('00000')!)).toBeUndefined()
  })
})
