import { describe, expect, it } from 'vitest'

import { SITEMAP_PART_SIZE, sitemapIndexXml, sitemapPart, sitemapPartCount, urlsetXml } from './sitemap'

const abs = (p: string) => `https://www.example.com${p}`
const dealers = Array.from({ length: SITEMAP_PART_SIZE + 5 }, (_, i) => `/dealers/ny/a/d${i}/`)

describe('dealer sitemaps', () => {
  it('put the directory first and the dealer pages in parts after it', () => {
    expect(sitemapPartCount(dealers.length)).toBe(3)
    expect(sitemapPart(0, ['/dealers/'], dealers, abs)).toEqual(['https://www.example.com/dealers/'])
    expect(sitemapPart(1, [], dealers, abs)).toHaveLength(SITEMAP_PART_SIZE)
    expect(sitemapPart(2, [], dealers, abs)).toEqual(dealers.slice(SITEMAP_PART_SIZE).map(abs))
    expect(sitemapPart(3, [], dealers, abs)).toBeNull()
    expect(sitemapPart(-1, [], dealers, abs)).toBeNull()
  })

  it('write escaped XML', () => {
    expect(urlsetXml(['https://x.example/?a=1&b=2'])).toContain('<loc>https://x.example/?a=1&amp;b=2</loc>')
    expect(urlsetXml(['https://x.example/a'])).not.toContain('xmlns:xhtml')
    const linked = urlsetXml([
      { loc: 'https://x.example/a', alternates: { en: 'https://x.example/a', es: 'https://x.example/es/a?x=1&y' } },
    ])
    expect(linked).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(linked).toContain(
      '<url>\n<loc>https://x.example/a</loc>\n<xhtml:link rel="alternate" hreflang="en" href="https://x.example/a"/>\n<xhtml:link rel="alternate" hreflang="es" href="https://x.example/es/a?x=1&amp;y"/>\n</url>',
    )
    expect(sitemapIndexXml(['https://x.example/sitemap.xml'])).toContain(
      '<sitemap>\n<loc>https://x.example/sitemap.xml</loc>',
    )
  })
})
