import { describe, expect, it } from 'vitest'

import { parsePostalCode } from '../geo/postalCode'
import { coveringEntries, normalizeServiceAreaEntry } from './serviceArea'

describe('normalizeServiceAreaEntry', () => {
  it.each([
    ['10001', '10001'],
    ['100', '100'],
    ['1000', '1000'],
    [' k1a ', 'K1A'],
    ['k1', 'K1'],
    ['m', 'M'],
  ])('%j -> %j', (raw, expected) => expect(normalizeServiceAreaEntry(raw)).toBe(expected))

  it.each(['10', '100011', 'K1A0B1', '1A', 'KK', '', 'DROP TABLE'])('refuses %j', (raw) => {
    expect(normalizeServiceAreaEntry(raw)).toBeNull()
  })
})

describe('coveringEntries', () => {
  it('lists a zip and its 3- and 4-digit prefixes', () => {
    expect(coveringEntries(parsePostalCode('10001-1234')!)).toEqual(['10001', '1000', '100'])
  })
  it('lists an FSA and its prefixes', () => {
    expect(coveringEntries(parsePostalCode('K1A 0B1')!)).toEqual(['K1A', 'K1', 'K'])
  })
})
