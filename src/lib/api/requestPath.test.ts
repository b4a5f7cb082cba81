import { describe, expect, it } from 'vitest'

import { comparablePath, isWellFormedPath, pathOf } from './requestPath'

describe('isWellFormedPath', () => {
  it('accepts plain and escaped paths', () => {
    for (const path of ['/', '/api/pages', '/caf%C3%A9', '/a%20b', '/%E2%82%AC']) {
      expect([path, isWellFormedPath(path)]).toEqual([path, true])
    }
  })

  it('refuses broken escapes and bytes that are not UTF-8', () => {
    for (const path of ['/%', '/%ZZ', '/api/pages/%ff', '/%E0%A4%A', '/%C0%AF', '/%ED%A0%80']) {
      expect([path, isWellFormedPath(path)]).toEqual([path, false])
    }
  })

  // Each of these reaches another route once Next.js or Payload resolves it (new URL() does), so a gate comparing
  // it as written would charge it to the wrong allowance.
  const hostile = [
    '/api/v1/x/../leads',
    '/api/v1/./newsletter',
    '/api/users/x/../forgot-password',
    '/api/users/./login',
    '/..',
    '/.',
    '/api/v1/leads/..',
    '/api/v1/leads/.',
    '/api/v1/x/%2e%2e/leads',
    '/api/v1/x/%2E%2E/leads',
    '/api/v1/x/.%2e/leads',
    '/api/v1/x/%2E./leads',
    '/api/v1/%2e/newsletter',
    '/api/v1/%2E/newsletter',
    '/api/v1/x%2f..%2fleads',
    '/api/v1/x%2F%2E%2E%2Fleads',
    '/api/v1%2fleads',
    '/api/v1/x\\..\\leads',
    '/api\\v1\\leads',
    '/api/v1/x%5c..%5cleads',
    '/api/v1/x%5C..%5Cleads',
    'http://example.com/api/v1/leads',
    'api/v1/leads',
    '*',
    '',
  ]
  it.each(hostile)('refuses %j: a dot segment, an encoded slash, a backslash or no leading slash', (path) => {
    expect(isWellFormedPath(path)).toBe(false)
  })

  const harmless = [
    '/.well-known/security.txt',
    '/a.b',
    '/a..b',
    '/...',
    '/%2e%2e%2e',
    '/a/.b',
    '/a/b.',
    '/a/..b',
    '/a%2Eb',
    '/api/documents/file/guide.v2..pdf',
    '/api/media/file/hero-480x360.webp',
  ]
  it.each(harmless)('accepts %j: dots inside a name are no dot segment', (path) => {
    expect(isWellFormedPath(path)).toBe(true)
  })
})

describe('comparablePath', () => {
  it('decodes, drops repeated and trailing slashes and lowers the case', () => {
    expect(comparablePath('/API//v1/Leads/')).toBe('/api/v1/leads')
    expect(comparablePath('/api//Users/%6Cogin/')).toBe('/api/users/login')
    expect(comparablePath('/')).toBe('/')
  })

  it('has no comparable form for a path that is not well formed', () => {
    for (const path of ['/api/%ZZ', '/api/v1/x/../leads', '/api/v1/%2e/newsletter', '/api%2fv1%2fleads']) {
      expect([path, comparablePath(path)]).toEqual([path, null])
    }
  })
})

describe('pathOf', () => {
  it('drops the query and fragment', () => {
    expect(pathOf('/api/pages?where=%ff#x')).toBe('/api/pages')
    expect(pathOf('/a#b?c')).toBe('/a')
  })
})
