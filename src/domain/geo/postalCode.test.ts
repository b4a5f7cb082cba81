import { describe, expect, it } from 'vitest'

import { isZipLookupValue, parsePostalCode } from './postalCode'

describe('parsePostalCode', () => {
  it.each([
    ['10001', 'US', '10001', '10001'],
    ['10001-1234', 'US', '10001', '10001'],
    [' 10001', 'US', '10001', '10001'],
    ['10001\n', 'US', '10001', '10001'], // surrounding white space is ignored
    ['K1A 0B1', 'CA', 'K1A', 'K1A 0B1'],
    ['k1a0b1', 'CA', 'K1A', 'K1A 0B1'],
    ['K1A-0B1', 'CA', 'K1A', 'K1A 0B1'],
    [' m5v 3l9 ', 'CA', 'M5V', 'M5V 3L9'],
  ])('%j is %s %s', (raw, country, key, display) => {
    expect(parsePostalCode(raw)).toEqual({ country, key, display })
  })

  it.each([
    '',
    '1234',
    '123456',
    '10001-123',
    '10001 1234',
    '1000a',
    'K1A',
    'K1A 0B',
    'K1A  0B1',
    'K1A_0B1',
    '1A1 A1A',
    '١٢٣٤٥', // Arabic-Indic digits are not zip digits
    "10001' OR '1'='1",
    '<script>',
  ])('refuses %j', (raw) => {
    expect(parsePostalCode(raw)).toBeNull()
    expect(isZipLookupValue(raw)).toBe(false)
  })
})
