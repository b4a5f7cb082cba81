import { describe, expect, it } from 'vitest'

import {
  IMAGE_RULE_MESSAGE,
  isCurrentPage,
  isExternalHref,
  isVideoEmbedUrl,
  LINK_RULE_MESSAGE,
  safeHref,
  safeImageUrl,
  toHttps,
  validateHref,
  validateImageUrl,
} from './url'

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
  it.each([
    ['/find-a-dealer/', '/find-a-dealer/'],
    ['/a b?q=1#top', '/a%20b?q=1#top'],
    ['/search?a=1&b=2', '/search?a=1&b=2'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['#warranty', '#warranty'],
    ['https://example.com/x', 'https://example.com/x'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['http://example.com/', 'https://example.com/'],
    ['HTTP://Example.com/A', 'https://example.com/A'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['tel:+18005551234', 'tel:+18005551234'],
  ])('keeps %j as %j', (input, expected) => {
    expect(safeHref(input)).toBe(expected)
  })

  // Each of these has been used to run script or leave the site from a link that looked local.
  it.each([
    ['script scheme', 'javascript:alert(1)'],
    ['script scheme, mixed case and leading space', ' JaVaScRiPt:alert(1)'],
    ['script scheme after a control character', '\u0001javascript:alert(1)'],
    ['script scheme split by a tab', 'java\tscript:alert(1)'],
    ['script scheme split by a line break', 'java\nscript:alert(1)'],
    ['script scheme split by a carriage return', 'javas\rcript:alert(1)'],
    ['script scheme behind a zero-width space', '\u200Bjavascript:alert(1)'],
    ['script scheme with a soft hyphen', 'java\u00ADscript:alert(1)'],
    ['entity-encoded script scheme', '&#106;avascript:alert(1)'],
    ['hex entity-encoded script scheme', '&#x6A;avascript:alert(1)'],
    ['named entity for the colon', 'javascript&colon;alert(1)'],
    ['percent-encoded script scheme', 'javascript%3Aalert(1)'],
    ['percent-encoded letters in the scheme', '%6A%61vascript:alert(1)'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['data URL, base64', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['file URL', 'file:///etc/passwd'],
    ['blob URL', 'blob:https://example.com/uuid'],
    ['ftp', 'ftp://files.example.com/a'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/products'],
    ['backslash after the slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['backslash later in the path', '/products\\..\\evil'],
    ['tab between the slashes', '/\t/evil.example'],
    ['percent-encoded second slash', '/%2F/evil.example'],
    ['percent-encoded backslash', '/%5Cevil.example'],
    ['http without a host', 'http:///'],
    ['https with only a path', 'https:'],
    ['anchor with markup', '#"><script>'],
    ['bare hash', '#'],
    ['relative path', 'products'],
    ['mailto with a line break', 'mailto:a@example.com\nBcc:b@example.com'],
    ['empty mailto', 'mailto:'],
    ['empty', ''],
    ['spaces only', '   '],
  ])('refuses %s', (_name, input) => {
    expect(safeHref(input)).toBeNull()
  })

  it('refuses missing values', () => {
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

describe('isCurrentPage', () => {
  it('matches the same site path, ignoring a trailing slash, query, hash and case', () => {
    expect(isCurrentPage('/products', '/products')).toBe(true)
    expect(isCurrentPage('/find-a-dealer/', '/find-a-dealer')).toBe(true)
    expect(isCurrentPage('/Products?x=1#top', '/products')).toBe(true)
    expect(isCurrentPage('/', '/')).toBe(true)
  })

  it('does not match parents, other pages or outside addresses', () => {
    expect(isCurrentPage('/products', '/products/furnaces')).toBe(false)
    expect(isCurrentPage('/', '/products')).toBe(false)
    expect(isCurrentPage('https://example.com/products', '/products')).toBe(false)
    expect(isCurrentPage('tel:18005550142', '/')).toBe(false)
  })
})

describe('safeImageUrl', () => {
  it('upgrades to https and encodes characters that could end the CSS string', () => {
    expect(safeImageUrl('http://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg')
    expect(safeImageUrl('//cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg')
    expect(safeImageUrl('https://cdn.example.com/a".jpg')).toBe('https://cdn.example.com/a%22.jpg')
    expect(safeImageUrl('/media/a b.jpg')).toBe('/media/a%20b.jpg')
  })

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/png;base64,AAAA',
    '/\\evil.example/a.jpg',
    '#x',
    'mailto:a@example.com',
    '',
  ])('refuses %j', (input) => {
    expect(safeImageUrl(input)).toBeNull()
  })
})

describe('field validation', () => {
  it('accepts empty and safe values, and names the rule for unsafe ones', () => {
    expect(validateHref('')).toBe(true)
    expect(validateHref('/products')).toBe(true)
    expect(validateHref('//evil.example')).toBe(LINK_RULE_MESSAGE)
    expect(validateHref('javascript:alert(1)')).toBe(LINK_RULE_MESSAGE)
    expect(LINK_RULE_MESSAGE).toMatch(/javascript: are not allowed/)
    expect(validateImageUrl('https://cdn.example.com/a.jpg')).toBe(true)
    expect(validateImageUrl('data:image/png;base64,AAAA')).toBe(IMAGE_RULE_MESSAGE)
  })
})

describe('isVideoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/embed/abc', true],
    ['https://www.youtube-nocookie.com/embed/abc', true],
    ['https://player.vimeo.com/video/1', true],
    ['http://fast.wistia.net/embed/iframe/x', true],
    ['https://fast.wistia.com/embed/medias/x', true],
    ['https://youtube.com.evil.example/embed/abc', false],
    ['https://evil.example/www.youtube.com', false],
    ['https://vimeo.com.evil.example/1', false],
    ['https://evilvimeo.com/1', false],
    ['//www.youtube.com/embed/abc', false],
    ['javascript:alert(1)', false],
    ['/embed/abc', false],
  ])('%s → %s', (input, expected) => {
    expect(isVideoEmbedUrl(input)).toBe(expected)
  })
})
