import { describe, expect, it } from 'vitest'

import { clientAddress } from './clientAddress'

const headers = (value?: string) => new Headers(value === undefined ? {} : { 'x-forwarded-for': value })

describe('clientAddress', () => {
  it('takes the entry the site’s server wrote, never one a client prepended', () => {
    expect(clientAddress(headers('203.0.113.9'))).toBe('203.0.113.9')
    expect(clientAddress(headers('1.2.3.4, 203.0.113.9'))).toBe('203.0.113.9')
  })

  it('counts requests without the header under one key', () => {
    expect(clientAddress(headers())).toBe('unknown')
    expect(clientAddress(headers(' , '))).toBe('unknown')
  })
})
