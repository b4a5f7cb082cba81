import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'
import { nextConfigHeaderRules, runtimeSecurityHeaders } from './securityHeaders'

/** The address suggestions' settings: PLACES_API_KEY and the Content-Security-Policy it opens. */

const KEY = 'AIzaSyTest-key_0123456789abcdef'
const secret = {
  PAYLOAD_SECRET: 'a-secret-of-sixteen-or-more',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'env-')),
}

/** The policy the production server sends for `pathname`, as directive name → sources. */
function policy(
  config: { SITE_URL: string; PLACES_API_KEY?: string },
  pathname: string,
): Record<string, string[]> {
  const csp = runtimeSecurityHeaders(config)(pathname).find((h) => h.key === 'Content-Security-Policy')!.value
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name!, values]
    }),
  )
}

const SITE = { SITE_URL: 'https://www.example.com' }
const GOOGLE = /google|gstatic/

describe('PLACES_API_KEY', () => {
  it('is optional, empty counts as unset, and a key is read trimmed', () => {
    expect(parseEnv(secret).PLACES_API_KEY).toBeUndefined()
    expect(parseEnv({ ...secret, PLACES_API_KEY: ' ' }).PLACES_API_KEY).toBeUndefined()
    expect(parseEnv({ ...secret, PLACES_API_KEY: ` ${KEY} ` }).PLACES_API_KEY).toBe(KEY)
  })

  it('refuses what is not a key, naming the variable', () => {
    expect(() => parseEnv({ ...secret, PLACES_API_KEY: 'key with spaces and more' })).toThrow(
      /PLACES_API_KEY: PLACES_API_KEY must be a Google API key/,
    )
    expect(() => parseEnv({ ...secret, PLACES_API_KEY: 'short' })).toThrow(/PLACES_API_KEY/)
  })
})

describe("the site's policy and the places library", () => {
  it('names no Google origin without a key: suggestions come from the site itself', () => {
    const site = policy(SITE, '/find-a-dealer')
    for (const name of ['script-src', 'connect-src', 'style-src', 'font-src'])
      expect(
        site[name]!.filter((s) => GOOGLE.test(s)),
        name,
      ).toEqual([])
    expect(site['connect-src']).toEqual(["'self'"])
  })

  it("allows Google's script, request, style and font origins with a key, and no evaluated code", () => {
    const site = policy({ ...SITE, PLACES_API_KEY: KEY }, '/find-a-dealer')
    expect(site['script-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com']),
    )
    expect(site['connect-src']).toEqual([
      "'self'",
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      '*.google.com',
    ])
    expect(site['style-src']).toContain('https://fonts.googleapis.com')
    expect(site['font-src']).toContain('https://fonts.gstatic.com')
    expect(site['script-src']).not.toContain("'unsafe-eval'")
    expect(site['frame-src']!.filter((s) => GOOGLE.test(s) && !s.includes('youtube'))).toEqual([])
  })

  it('keeps the admin and uploaded files closed to Google whatever the key', () => {
    const withKey = { ...SITE, PLACES_API_KEY: KEY }
    expect(policy(withKey, '/admin')['connect-src']).toEqual(["'self'"])
    expect(policy(withKey, '/admin')['script-src']!.filter((s) => GOOGLE.test(s))).toEqual([])
    expect(JSON.stringify(policy(withKey, '/api/media/file/a.png'))).not.toMatch(GOOGLE)
  })

  it("builds next.config's rules with or without the places origins", () => {
    const text = (placesApi: boolean) =>
      JSON.stringify(nextConfigHeaderRules({ development: false, placesApi }))
    expect(text(false)).not.toContain('googleapis')
    expect(text(true)).toContain('https://*.googleapis.com')
  })
})
