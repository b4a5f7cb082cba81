import { describe, expect, it } from 'vitest'

import {
  contentSecurityPolicy,
  type HeaderRule,
  nextConfigHeaderRules,
  policyAreaFor,
  runtimeSecurityHeaders,
} from './securityHeaders'

/** The headers the production server sends with a response to `path`, by lower-case name. */
function sent(SITE_URL: string, path: string): Record<string, string> {
  const headers = runtimeSecurityHeaders({ SITE_URL })(path)
  return Object.fromEntries(headers.map(({ key, value }) => [key.toLowerCase(), value]))
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

const policyOf = (SITE_URL: string, path: string) =>
  directives(sent(SITE_URL, path)['content-security-policy']!)

describe('the public site', () => {
  const csp = policyOf('http://localhost:3000', '/')

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
    expect(sent('https://www.example.com', '/')['content-security-policy']).not.toContain('unsafe-eval')
  })
})

describe('plain http and https sites', () => {
  it('upgrades requests and sends HSTS only when SITE_URL is https', () => {
    const http = sent('http://localhost:3000', '/')
    expect(http['content-security-policy']).not.toContain('upgrade-insecure-requests')
    expect(http['strict-transport-security']).toBeUndefined()

    const https = sent('https://www.example.com', '/')
    expect(https['content-security-policy']).toMatch(/; upgrade-insecure-requests$/)
    expect(https['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  })

  it('remembers HTTPS for at least a year', () => {
    const hsts = sent('https://www.example.com', '/')['strict-transport-security']!
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
  })

  it('sends HSTS with every kind of response of an https site', () => {
    const paths = [
      '/',
      '/api/v1/dealers/locations',
      '/api/pages',
      '/admin/login',
      '/api/media/file/hero.svg',
      '/api/documents/file/manual.pdf',
      '/_next/static/chunks/app.js',
      '/_next/image',
    ]
    for (const path of paths) {
      expect(sent('https://www.example.com', path)['strict-transport-security'], path).toBe(
        'max-age=63072000; includeSubDomains',
      )
    }
  })
})

describe('the baseline headers', () => {
  it('are on every path, the admin, the API and uploaded files included', () => {
    for (const path of ['/', '/admin/login', '/api/v1/dealers/locations', '/api/media/file/a.png']) {
      const headers = sent('https://www.example.com', path)
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
  const site = 'https://www.example.com'
  const admin = policyOf(site, '/admin')

  it('has its own policy, for /admin and everything under it', () => {
    expect(sent(site, '/admin/login')['content-security-policy']).toBe(
      sent(site, '/admin')['content-security-policy'],
    )
    expect(sent(site, '/admin/login')['content-security-policy']).not.toBe(
      sent(site, '/')['content-security-policy'],
    )
    expect(policyAreaFor('/administrators')).toBe('site')
  })

  it('frames only the site itself (its live preview) and keeps every other restriction of the site', () => {
    const page = policyOf(site, '/')
    expect(admin['frame-src']).toEqual(["'self'"])
    expect({ ...admin, 'frame-src': page['frame-src'] }).toEqual(page)
    expect(admin['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(admin['upgrade-insecure-requests']).toEqual([])
  })
})

describe('uploaded files', () => {
  const site = 'http://localhost:3000'

  it('run no script and load nothing but their own pictures, styles and fonts', () => {
    for (const path of ['/api/media/file/logo.svg', '/api/documents/file/manual.pdf']) {
      const csp = policyOf(site, path)
      expect(csp['default-src'], path).toEqual(["'none'"])
      expect(csp['script-src'], path).toEqual(["'none'"])
      expect(csp['img-src'], path).toEqual(["'self'", 'data:'])
      expect(csp['style-src'], path).toEqual(["'unsafe-inline'"])
      expect(csp['font-src'], path).toEqual(["'self'", 'data:'])
      expect(csp['form-action'], path).toEqual(["'none'"])
      expect(csp['base-uri'], path).toEqual(["'none'"])
      expect(csp['frame-ancestors'], path).toEqual(["'self'"])
    }
  })

  it('open an image (an SVG among them) in a sandbox, and a PDF where the browser’s viewer can show it', () => {
    expect(policyOf(site, '/api/media/file/logo.svg')['sandbox']).toEqual([])
    expect(policyOf(site, '/api/media/file/logo-480x320.png')['sandbox']).toEqual([])
    expect(policyOf(site, '/_next/image')['sandbox']).toEqual([])
    expect(policyOf(site, '/api/documents/file/manual.pdf')['sandbox']).toBeUndefined()
  })

  it('are recognised however their address is written', () => {
    expect(policyAreaFor('/api/media/file/a.svg')).toBe('image')
    expect(policyAreaFor('/api/media/%66ile/a.svg')).toBe('image')
    expect(policyAreaFor('/api//media/file/a.svg')).toBe('image')
    expect(policyAreaFor('/API/Media/File/a.svg')).toBe('image')
    expect(policyAreaFor('/api/documents/file/a.pdf')).toBe('document')
    expect(policyAreaFor('/api/media/file/%E0%A4%A.svg')).toBe('image')
    expect(policyAreaFor('/api/media')).toBe('site')
    expect(policyAreaFor('/api/media/files-list')).toBe('site')
  })
})

/** The headers a Next.js header rule list gives `path`: every matching rule in order, a later one winning. */
function nextHeadersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const matches = (source: string) => {
    const prefix = source.replace(/\/:path\*$/, '')
    return source === '/:path*' || path === prefix || path.startsWith(`${prefix}/`)
  }
  const headers: Record<string, string> = {}
  for (const rule of rules.filter((r) => matches(r.source))) {
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value
  }
  return headers
}

describe('the rules next.config builds into the site', () => {
  const rules = nextConfigHeaderRules({ development: false })

  it('hold nothing that depends on SITE_URL, which may change without a new build', () => {
    const text = JSON.stringify(rules)
    expect(text).not.toContain('Strict-Transport-Security')
    expect(text).not.toContain('upgrade-insecure-requests')
  })

  it('give each path the policy the server sends on an http site', () => {
    for (const path of [
      '/',
      '/admin',
      '/admin/login',
      '/api/media/file/a.svg',
      '/api/documents/file/a.pdf',
    ]) {
      const built = nextHeadersFor(rules, path)
      const runtime = sent('http://localhost:3000', path)
      expect(built, path).toEqual(runtime)
    }
  })

  it('let scripts evaluate strings under next dev only', () => {
    expect(JSON.stringify(rules)).not.toContain('unsafe-eval')
    expect(JSON.stringify(nextConfigHeaderRules({ development: true }))).toContain('unsafe-eval')
  })
})
