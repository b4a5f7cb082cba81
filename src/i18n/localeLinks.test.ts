import { describe, expect, it } from 'vitest'

import { linkTable, localizeHref } from './localeLinks'

const pages = [
  { paths: { en: '/', es: '/', 'fr-CA': '/' } },
  { paths: { en: '/rebates', es: '/reembolsos', 'fr-CA': '/remises' } },
  { paths: { en: '/products/furnaces', es: '/productos/hornos' } },
  { paths: { en: '/about' } },
]

describe('a link in the page’s language', () => {
  const spanish = linkTable('es', pages)
  const french = linkTable('fr-CA', pages)

  it('leads a translated page’s own link to that language’s page, under its prefix', () => {
    expect(localizeHref(spanish, '/reembolsos')).toBe('/es/reembolsos')
    expect(localizeHref(french, '/remises/')).toBe('/fr/remises')
    expect(localizeHref(spanish, '/')).toBe('/es')
    expect(localizeHref(spanish, '/productos/hornos?modelo=g96#ofertas')).toBe(
      '/es/productos/hornos?modelo=g96#ofertas',
    )
  })

  it('leads an English address (a menu’s, shared by every language) to its translation when there is one', () => {
    expect(localizeHref(spanish, '/products/furnaces')).toBe('/es/productos/hornos')
    expect(localizeHref(french, '/rebates')).toBe('/fr/remises')
  })

  it('keeps a link to a page without a translation on the English page', () => {
    expect(localizeHref(spanish, '/about')).toBe('/about')
    expect(localizeHref(french, '/products/furnaces')).toBe('/products/furnaces')
  })

  it('leaves anchors, other sites, phone and mail links, and every English page’s link as they are', () => {
    for (const href of [
      '#top',
      'https://example.com/rebates',
      '//example.com/rebates',
      'tel:18005550142',
      'mailto:a@b.co',
    ]) {
      expect(localizeHref(spanish, href)).toBe(href)
    }
    expect(localizeHref(null, '/rebates')).toBe('/rebates')
    expect(localizeHref(spanish, null)).toBeNull()
  })
})
