import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, type HeaderRule, securityHeaderRules } from './securityHeaders'

const production = (SITE_URL: string) => securityHeaderRules({ SITE_URL, NODE_ENV: 'production' })

/** The headers a response to `path` gets: every matching rule in order, a later same-named header replacing an earlier one. */
function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const matches = (source: string) =>
    source === '/:path*' || (source === '/admin/:path*' && (path === '/admin' || path.startsWith('/admin/')))
  const headers: Record<string, string> = {}
  for (const rule of rules.filter((r) => matches(r.source))) {
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value
  }
  return headers
}

/** A policy as directive name → its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name!, values]
    }),
  )
}

describe('the public site', () => {
  const csp = directives(headersFor(production('http://localhost:3000'), '/')['content-security-policy']!)

  it('allows only its own scripts, styles, fonts and connections', () => {
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    expect(csp['font-src']).toEqual(["'self'", 'data:'])
    expect(csp['connect-src']).toEqual(["'self'"])
  })

  it('shuts out plugins, base changes, foreign framing and foreign form posts', () => {
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'self'"])
    expect(csp['form-action']).toEqual(["'self'"])
  })

  it('frames only itself and the video players', () => {
    expect(csp['frame-src']).toEqual([
      "'self'",
      'https://www.youtube.com',
      'https://youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://fast.wistia.net',
      'https://fast.wistia.com',
    ])
  })

  it('never lets scripts evaluate strings in a production build', () => {
    expect(contentSecurityPolicy('site', { https: true, development: false })).not.toContain('unsafe-eval')
    expect(contentSecurityPolicy('site', { https: false, development: true })).toContain(
      "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    )
  })
})

describe('plain http and https sites', () => {
  it('upgrades requests and sends HSTS only when SITE_URL is https', () => {
    const http = headersFor(production('http://localhost:3000'), '/')
    expect(http['content-security-policy']).not.toContain('upgrade-insecure-requests')
    expect(http['strict-transport-security']).toBeUndefined()

    const https = headersFor(production('https://www.example.com'), '/')
    expect(https['content-security-policy']).toMatch(/; upgrade-insecure-requests$/)
    expect(https['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  })

  it('remembers HTTPS for at least a year', () => {
    const hsts = headersFor(production('https://www.example.com'), '/')['strict-transport-security']!
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
  })
})

describe('the baseline headers', () => {
  it('are on every path, the admin and the API included', () => {
    for (const path of ['/', '/admin/login', '/api/v1/dealers/locations']) {
      const headers = headersFor(production('https://www.example.com'), path)
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
      expect(headers['permissions-policy'], path).toContain('geolocation=(self)')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['permissions-policy'], path).toContain('microphone=()')
    }
  })
})

describe('the admin', () => {
  const rules = production('https://www.example.com')
  const admin = directives(headersFor(rules, '/admin')['content-security-policy']!)
  const login = headersFor(rules, '/admin/login')['content-security-policy']

  it('has its own policy, for /admin and everything under it', () => {
    expect(login).toBe(headersFor(rules, '/admin')['content-security-policy'])
    expect(login).not.toBe(headersFor(rules, '/')['content-security-policy'])
  })

  it('frames only the site itself (its live preview) and keeps every other restriction of the site', () => {
    const site = directives(headersFor(rules, '/')['content-security-policy']!)
    expect(admin['frame-src']).toEqual(["'self'"])
    expect({ ...admin, 'frame-src': site['frame-src'] }).toEqual(site)
    expect(admin['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(admin['upgrade-insecure-requests']).toEqual([])
  })
})
