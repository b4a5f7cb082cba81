import { describe, expect, it } from 'vitest'

import { followRedirects, redirectSource, redirectSourceError, siteKey } from './redirects'

describe('redirectSource', () => {
  it('keeps only the path of a pasted URL, in the site’s normal form', () => {
    expect(redirectSource('https://old.example.com/Offers/Spring/?utm=x#top')).toBe('/offers/spring')
    expect(redirectSource(' offers/spring/ ')).toBe('/offers/spring')
  })
})

describe('redirectSourceError', () => {
  it('refuses the home page, queries and the site’s own addresses', () => {
    expect(redirectSourceError('/')).toBe('The home page cannot be redirected.')
    expect(redirectSourceError('/a?b')).toMatch(/without \? or #/)
    expect(redirectSourceError('/api/v1/dealers')).toBe('This address is used by the site itself.')
    expect(redirectSourceError('/old-page.html')).toBeNull()
  })
})

describe('siteKey', () => {
  it('is the path of a site address and null off the site', () => {
    expect(siteKey('/A/b/?x=1#y')).toBe('/a/b')
    expect(siteKey('https://example.com/a')).toBeNull()
    expect(siteKey('//example.com/a')).toBeNull()
    expect(siteKey('mailto:a@example.com')).toBeNull()
  })
})

describe('followRedirects', () => {
  const table = new Map([
    ['/b', '/c'],
    ['/c', 'https://example.com/d'],
    ['/x', '/y?from=x'],
    ['/y', '/x'],
  ])

  it('ends where no redirect starts, listing every hop', () => {
    expect(followRedirects('/a', '/b', table)).toEqual({
      kind: 'end',
      to: 'https://example.com/d',
      chain: ['/a', '/b', '/c', 'https://example.com/d'],
    })
    expect(followRedirects('/a', '/page', table)).toEqual({
      kind: 'end',
      to: '/page',
      chain: ['/a', '/page'],
    })
  })

  it('finds a loop back to the start and a loop further on', () => {
    expect(followRedirects('/a', '/a/', table)).toEqual({ kind: 'loop', chain: ['/a', '/a/'] })
    expect(followRedirects('/a', '/x', table)).toEqual({
      kind: 'loop',
      chain: ['/a', '/x', '/y?from=x', '/x'],
    })
  })
})
