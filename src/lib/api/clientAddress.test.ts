import { describe, expect, it } from 'vitest'

import { normalizeAddress, resolveClientAddress, UNKNOWN_ADDRESS } from './clientAddress'

const from = (remoteAddress: string | undefined, forwardedFor?: string) => ({ remoteAddress, forwardedFor })

describe('resolveClientAddress', () => {
  it('with no trusted proxy takes the socket address and ignores every forwarding header', () => {
    expect(resolveClientAddress(from('198.51.100.7', '203.0.113.9'), 0)).toBe('198.51.100.7')
    expect(resolveClientAddress(from('198.51.100.7', '1.1.1.1, 2.2.2.2, 203.0.113.9'), 0)).toBe(
      '198.51.100.7',
    )
    expect(resolveClientAddress(from('::ffff:198.51.100.7', '203.0.113.9'), 0)).toBe('198.51.100.7')
  })

  it('behind one proxy takes the entry that proxy appended, the rightmost', () => {
    expect(resolveClientAddress(from('10.0.0.2', '203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(resolveClientAddress(from('10.0.0.2', '6.6.6.6, 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(resolveClientAddress(from('10.0.0.2', '6.6.6.6 ,  203.0.113.9 '), 1)).toBe('203.0.113.9')
  })

  it('behind two proxies takes the second entry from the right, whatever the client prepended', () => {
    expect(resolveClientAddress(from('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1'), 2)).toBe('203.0.113.9')
    expect(resolveClientAddress(from('10.0.0.2', '203.0.113.9, 10.0.0.1'), 2)).toBe('203.0.113.9')
  })

  it('takes the leftmost entry when the chain is shorter than the hops', () => {
    expect(resolveClientAddress(from('10.0.0.2', '203.0.113.9'), 2)).toBe('203.0.113.9')
  })

  it('falls back to the socket when the trusted entry is missing or not an address', () => {
    expect(resolveClientAddress(from('10.0.0.2'), 1)).toBe('10.0.0.2')
    expect(resolveClientAddress(from('10.0.0.2', ' , '), 1)).toBe('10.0.0.2')
    expect(resolveClientAddress(from('10.0.0.2', '203.0.113.9, <script>'), 1)).toBe('10.0.0.2')
    expect(resolveClientAddress(from('10.0.0.2', 'x'.repeat(5000)), 1)).toBe('10.0.0.2')
    expect(resolveClientAddress(from('10.0.0.2', 'unknown'), 1)).toBe('10.0.0.2')
  })

  it('answers "unknown" when not even the socket has an address', () => {
    expect(resolveClientAddress(from(undefined, '203.0.113.9'), 0)).toBe(UNKNOWN_ADDRESS)
  })
})

describe('normalizeAddress', () => {
  it('reduces what proxies write to the bare address', () => {
    expect(normalizeAddress('203.0.113.9:4711')).toBe('203.0.113.9')
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1')
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1')
    expect(normalizeAddress('::FFFF:203.0.113.9')).toBe('203.0.113.9')
  })

  it('refuses what is not an address', () => {
    for (const value of [
      '',
      '   ',
      'localhost',
      '999.1.1.1',
      '1.2.3',
      '1.2.3.4.5',
      '[1.2.3.4',
      'a, b',
      undefined,
    ]) {
      expect([value, normalizeAddress(value)]).toEqual([value, undefined])
    }
  })
})
