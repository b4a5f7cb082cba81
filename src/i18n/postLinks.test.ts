import { describe, expect, it } from 'vitest'

import { linkTable } from './localeLinks'
import { postLink } from './postLinks'
import { ROUTE_ADDRESSES } from './routePaths'

const addresses = [
  ...ROUTE_ADDRESSES,
  // Translated in both languages, with a slug of its own in each.
  {
    paths: {
      en: '/blog/heat-pumps-in-the-cold',
      es: '/blog/bombas-de-calor',
      'fr-CA': '/blogue/thermopompes',
    },
  },
  // English only.
  { paths: { en: '/blog/filters' } },
]

describe('a post’s link in the page’s language', () => {
  it('leads to the post in that language by its own slug there (French under /blogue)', () => {
    expect(postLink(linkTable('es', addresses), 'es', 'bombas-de-calor')).toBe('/es/blog/bombas-de-calor')
    expect(postLink(linkTable('fr-CA', addresses), 'fr-CA', 'thermopompes')).toBe('/fr/blogue/thermopompes')
  })

  it('leads a post not translated (its slug the English one, read through the fallback) to the English post', () => {
    expect(postLink(linkTable('es', addresses), 'es', 'filters')).toBe('/blog/filters')
    expect(postLink(linkTable('fr-CA', addresses), 'fr-CA', 'filters')).toBe('/blog/filters')
  })

  it('leaves every link on an English page at /blog/{slug}', () => {
    expect(postLink(null, 'en', 'heat-pumps-in-the-cold')).toBe('/blog/heat-pumps-in-the-cold')
  })
})
