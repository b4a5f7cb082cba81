import { describe, expect, it } from 'vitest'

import { linkTable, localizeHref } from './localeLinks'
import { blogPathIn, postPathIn, ROUTE_ADDRESSES, searchPathIn, storedPostPath } from './routePaths'

describe('the site’s own routes in each language', () => {
  it('puts the blog at /blog, /es/blog and /fr/blogue, and a post under it by its slug', () => {
    expect([blogPathIn('en'), blogPathIn('es'), blogPathIn('fr-CA')]).toEqual([
      '/blog',
      '/es/blog',
      '/fr/blogue',
    ])
    expect(postPathIn('fr-CA', 'thermopompes')).toBe('/fr/blogue/thermopompes')
    expect(postPathIn('en', 'filters')).toBe('/blog/filters')
    expect(storedPostPath('fr-CA', 'thermopompes')).toBe('/blogue/thermopompes')
  })

  it('puts the search at /search, /es/buscar and /fr/recherche', () => {
    expect([searchPathIn('en'), searchPathIn('es'), searchPathIn('fr-CA')]).toEqual([
      '/search',
      '/es/buscar',
      '/fr/recherche',
    ])
  })

  it('leads a content link to /blog or /search to that language’s route', () => {
    const french = linkTable('fr-CA', ROUTE_ADDRESSES)
    const spanish = linkTable('es', ROUTE_ADDRESSES)
    expect(localizeHref(french, '/blog')).toBe('/fr/blogue')
    expect(localizeHref(spanish, '/blog')).toBe('/es/blog')
    expect(localizeHref(french, '/search?q=filtre')).toBe('/fr/recherche?q=filtre')
    expect(localizeHref(spanish, '/search')).toBe('/es/buscar')
  })
})
