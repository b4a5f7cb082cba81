import { describe, expect, it } from 'vitest'

import { originOf, siteOrigins } from './origins'

const defaults = { SITE_URL: 'http://localhost:3000', SITE_URL_IS_SET: false, PORT: 3000 }
const production = { SITE_URL: 'https://www.example.com', SITE_URL_IS_SET: true, PORT: 3000 }
const headers = (host: string | null) => ({ get: (name: string) => (name === 'host' ? host : null) })

describe('site origins', () => {
  it('lists every local name on a default install, and only SITE_URL when it is configured', () => {
    expect(siteOrigins(defaults)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
    expect(siteOrigins(production)).toEqual(['https://www.example.com'])
  })

  it('answers with the host a request reached when it is the site, else SITE_URL', () => {
    expect(originOf(headers('127.0.0.1:3000'), defaults)).toBe('http://127.0.0.1:3000')
    expect(originOf(headers('evil.example'), defaults)).toBe('http://localhost:3000')
    expect(originOf(headers('127.0.0.1:3000'), production)).toBe('https://www.example.com')
    expect(originOf(headers(null), defaults)).toBe('http://localhost:3000')
  })
})
