import { describe, expect, it } from 'vitest'

import { normalisePlaceName, parsePlaceQuery, regionName, resolvePlace, searchPlaces } from './placeNames'
import { parsePostalCode } from './postalCode'

const labels = (list: { label: string }[]) => list.map((p) => p.label)

describe('normalisePlaceName', () => {
  it('drops case, accents and apostrophes and spells out St., Ste, Ft and Mt', () => {
    expect(normalisePlaceName('Montréal')).toBe('montreal')
    expect(normalisePlaceName("St. John's")).toBe('saint johns')
    expect(normalisePlaceName('ST JOHN’S')).toBe('saint johns')
    expect(normalisePlaceName('Ste-Foy')).toBe('sainte foy')
    expect(normalisePlaceName('Ft. Worth')).toBe('fort worth')
    expect(normalisePlaceName('Mt Vernon')).toBe('mount vernon')
  })
})

describe('parsePlaceQuery', () => {
  it('reads a state or province after a comma or as the last words', () => {
    expect(parsePlaceQuery('Springfield, IL')).toEqual({ name: 'springfield', state: 'IL' })
    expect(parsePlaceQuery('springfield il')).toEqual({ name: 'springfield', state: 'IL' })
    expect(parsePlaceQuery('Saint Louis, Missouri')).toEqual({ name: 'saint louis', state: 'MO' })
    expect(parsePlaceQuery('Halifax Nova Scotia')).toEqual({ name: 'halifax', state: 'NS' })
    expect(parsePlaceQuery('Springfield')).toEqual({ name: 'springfield' })
    expect(parsePlaceQuery(' , ')).toBeNull()
  })
})

describe('resolvePlace', () => {
  it('answers every Springfield, larger places first, each with a zip of its own', () => {
    const found = resolvePlace('Springfield')
    expect(found.length).toBeGreaterThan(5)
    expect(labels(found)).toEqual(
      expect.arrayContaining(['Springfield, IL', 'Springfield, MA', 'Springfield, MO']),
    )
    for (const p of found) {
      expect(p.name).toBe('Springfield')
      expect(p.country).toBe('US')
      expect(p.zipcode).toMatch(/^\d{5}$/)
    }
    const sizes = found.map((p) => p.areas)
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes)
  })

  it('narrows to one place with a state', () => {
    expect(labels(resolvePlace('Springfield, IL'))).toEqual(['Springfield, IL'])
    expect(resolvePlace('Saint Louis, MO')).toEqual([
      expect.objectContaining({ label: 'Saint Louis, MO', country: 'US' }),
    ])
    expect(labels(resolvePlace('St. Louis MO'))).toEqual(['Saint Louis, MO'])
    expect(resolvePlace('Saint Louis, MO')[0]?.zipcode).toMatch(/^63\d{3}$/)
  })

  it('finds Canadian cities split into postal areas, with a whole postal code the zip box accepts', () => {
    const stJohns = resolvePlace("St. John's, NL")
    expect(stJohns).toEqual([expect.objectContaining({ name: "St. John's", state: 'NL', country: 'CA' })])
    expect(stJohns[0]?.zipcode).toMatch(/^A1[A-Z] 0A0$/)
    expect(stJohns[0]?.areas).toBeGreaterThanOrEqual(5)

    const montreal = resolvePlace('Montréal')
    expect(montreal[0]).toMatchObject({ label: 'Montreal, QC', country: 'CA' })
    expect(parsePostalCode(montreal[0]?.zipcode ?? '')?.key).toMatch(/^H/)

    const toronto = resolvePlace('toronto')
    expect(toronto[0]).toMatchObject({ label: 'Toronto, ON' })
    expect(toronto[0]?.zipcode).toMatch(/^M\d[A-Z] 0A0$/)
    // Toronto, Ohio and others share the name: the ambiguity is kept, the Canadian city first.
    expect(labels(toronto)).toContain('Toronto, OH')
  })

  it('reads the rural areas by their town and names no PO-box area', () => {
    expect(labels(resolvePlace('Jasper, AB'))).toEqual(['Jasper, AB'])
    expect(searchPlaces('Downtown Toronto Stn')).toEqual([])
  })

  it('answers nothing for a name that is no place', () => {
    expect(resolvePlace('Zzyzzyx Qqq')).toEqual([])
    expect(resolvePlace('')).toEqual([])
  })
})

describe('searchPlaces', () => {
  it('completes a beginning, whole-name matches first', () => {
    const found = searchPlaces('spring', 5)
    expect(found).toHaveLength(5)
    expect(found[0]?.label).toBe('Spring, TX')
    expect(labels(found.slice(1)).every((l) => l.startsWith('Spring'))).toBe(true)
  })

  it('keeps to a state, and falls back to the whole text when the last word is a name', () => {
    expect(labels(searchPlaces('Springfield, IL'))).toEqual(['Springfield, IL'])
    expect(labels(searchPlaces('Portland ME'))).toEqual(['Portland, ME'])
    expect(searchPlaces('New York', 3)[0]?.label).toBe('New York, NY')
  })

  it('answers nothing for one character or a limit of 0', () => {
    expect(searchPlaces('s')).toEqual([])
    expect(searchPlaces('Springfield', 0)).toEqual([])
  })
})

describe('regionName', () => {
  it('names states and provinces', () => {
    expect(regionName('IL')).toBe('Illinois')
    expect(regionName('NL')).toBe('Newfoundland and Labrador')
    expect(regionName('ZZ')).toBeUndefined()
  })
})
