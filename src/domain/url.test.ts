import { describe, expect, it } from 'vitest'

import { isExternalHref, safeHref, safeImageUrl, toHttps } from './url'

describe('toHttps', () => {
  it('upgrades http and protocol-relative addresses', () => {
    expect(toHttps('http://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg')
    expect(toHttps('HTTP://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg')
    expect(toHttps('//cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg')
  })

  it('leaves https, site paths and other text alone (trimmed)', () => {
    expect(toHttps(' https://a.example/x ')).toBe('https://a.example/x')
    expect(toHttps('/api/media/file/a.jpg')).toBe('/api/media/file/a.jpg')
    expect(toHttps('httpx://a')).toBe('httpx://a')
  })
})

describe('safeHref', () => {
  it('keeps site paths, anchors, https, mailto and tel', () => {
    expect(safeHref('/find-a-dealer/')).toBe('/find-a-dealer/')
    expect(safeHref('/a b?q=1#top')).toBe('/a%20b?q=1#top')
    expect(safeHref('#warranty')).toBe('#warranty')
    expect(safeHref('https://example.com/x')).toBe('https://example.com/x')
    expect(safeHref('mailto:help@example.com')).toBe('mailto:help@example.com')
    expect(safeHref('tel:+18005551234')).toBe('tel:+18005551234')
  })

  it('upgrades http to https', () => {
    expect(safeHref('http://example.com/')).toBe('https://example.com/')
  })

  it('refuses script, data, protocol-relative tricks and empty values', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull()
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull()
    expect(safeHref('/\\evil.example')).toBeNull()
    expect(safeHref('#"><script>')).toBeNull()
    expect(safeHref('products')).toBeNull()
    expect(safeHref('')).toBeNull()
    expect(safeHref(null)).toBeNull()
    expect(safeHref(undefined)).toBeNull()
  })
})

describe('isExternalHref', () => {
  it('is true only for absolute web addresses', () => {
    expect(isExternalHref('https://example.com')).toBe(true)
    expect(isExternalHref('/pricing/leasing/')).toBe(false)
    expect(isExternalHref('tel:+18005551234')).toBe(false)
  })
})

describe('safeImageUrl', () => {
  it('upgrades to https and encodes characters that could end the CSS string', () => {
    expect(safeImageUrl('http://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg')
    expect(safeImageUrl('https://cdn.example.com/a".jpg')).toBe('https://cdn.example.com/a%22.jpg')
    expect(safeImageUrl('/media/a b.jpg')).toBe('/media/a%20b.jpg')
  })

  it('refuses anything that is not a web address or site path', () => {
    expect(safeImageUrl('javascript:alert(1)')).toBeNull()
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBeNull()
    expect(safeImageUrl('#x')).toBeNull()
    expect(safeImageUrl('')).toBeNull()
  })
})
