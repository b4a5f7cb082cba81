import { describe, expect, it } from 'vitest'

import { providerBase } from './providers'

describe('providerBase', () => {
  it('is the site’s own API unless the settings name a provider, whose trailing slashes it drops', () => {
    expect(providerBase(null)).toBe('/api/v1')
    expect(providerBase('')).toBe('/api/v1')
    expect(providerBase('https://dealers.example.com/v2//')).toBe('https://dealers.example.com/v2')
  })
})
