import { describe, expect, it } from 'vitest'

import { adminRedirect } from './adminHost'

const production = { SITE_URL: 'https://www.example.com', SITE_URL_IS_SET: true }
const defaults = { SITE_URL: 'http://localhost:3000', SITE_URL_IS_SET: false }
const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null })

describe('the admin host', () => {
  it('sends a visitor at another host to the admin on SITE_URL', () => {
    for (const host of ['10.0.0.7:3000', 'example.com', 'www.example.com:8443', 'evil.example']) {
      expect(adminRedirect(headers({ host }), production)).toBe('https://www.example.com/admin')
    }
  })

  it('serves the admin at SITE_URL’s host, however the host is spelled', () => {
    for (const host of ['www.example.com', 'WWW.EXAMPLE.COM', 'www.example.com:443']) {
      expect(adminRedirect(headers({ host }), production)).toBeNull()
    }
  })

  it('reads the public host from X-Forwarded-Host behind a proxy', () => {
    expect(
      adminRedirect(headers({ host: 'app:3000', 'x-forwarded-host': 'www.example.com, app' }), production),
    ).toBeNull()
    expect(
      adminRedirect(headers({ host: 'www.example.com', 'x-forwarded-host': 'other.example' }), production),
    ).toBe('https://www.example.com/admin')
  })

  it('never redirects on a default install, which answers at every local name', () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000', '[::1]:3000']) {
      expect(adminRedirect(headers({ host }), defaults)).toBeNull()
    }
  })
})
