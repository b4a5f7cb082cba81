import { describe, expect, it } from 'vitest'

import type { Media, Page } from '@/payload-types'

import { pageMetadata } from './metadata'

const page = (seo: Page['seo'], path = '/offers'): Page => ({
  id: 1,
  title: 'Spring offers',
  path,
  seo,
  updatedAt: '',
  createdAt: '',
})

const image: Media = {
  id: 3,
  alt: 'A heat pump outside a house',
  url: 'http://localhost:3000/api/media/file/share.jpg',
  width: 1200,
  height: 630,
  updatedAt: '',
  createdAt: '',
}

describe('pageMetadata', () => {
  it('falls back to the page title and its own address', () => {
    expect(pageMetadata(page({}))).toEqual({
      title: 'Spring offers',
      description: undefined,
      alternates: { canonical: '/offers' },
      robots: undefined,
    })
    expect(pageMetadata(page({}, '/')).title).toEqual({ absolute: 'Spring offers' })
  })

  it('uses the search title, description, canonical address and sharing image', () => {
    const meta = pageMetadata(
      page({
        title: 'Heat pump offers',
        description: 'Save on a heat pump this spring.',
        canonical: 'https://example.com/original',
        image,
        noIndex: true,
      }),
    )
    expect(meta.title).toBe('Heat pump offers')
    expect(meta.alternates).toEqual({ canonical: 'https://example.com/original' })
    expect(meta.robots).toEqual({ index: false, follow: true })
    expect(meta.openGraph?.images).toEqual([
      { url: '/api/media/file/share.jpg', width: 1200, height: 630, alt: 'A heat pump outside a house' },
    ])
  })

  it('ignores a canonical address the link rule refuses', () => {
    expect(pageMetadata(page({ canonical: 'javascript:alert(1)' })).alternates).toEqual({
      canonical: '/offers',
    })
  })
})

describe('a page’s head in its languages', () => {
  const paths = {
    en: '/products/heat-pumps',
    es: '/productos/bombas-de-calor',
    'fr-CA': '/produits/thermopompes',
  }

  it('lists every language’s address and x-default (the English) on each language’s page', () => {
    const languages = {
      en: '/products/heat-pumps',
      es: '/es/productos/bombas-de-calor',
      'fr-CA': '/fr/produits/thermopompes',
      'x-default': '/products/heat-pumps',
    }
    const english = pageMetadata(page({}, '/products/heat-pumps'), { paths })
    expect(english.alternates).toEqual({ canonical: '/products/heat-pumps', languages })
    const french = pageMetadata(page({}, '/produits/thermopompes'), { locale: 'fr-CA', paths })
    expect(french.alternates).toEqual({ canonical: '/fr/produits/thermopompes', languages })
    // Without a sharing image of its own the layout's card and og:locale stay (a page's openGraph replaces them).
    expect(french.openGraph).toBeUndefined()
    const shared = pageMetadata(page({ image }, '/produits/thermopompes'), { locale: 'fr-CA', paths })
    expect(shared.openGraph).toMatchObject({ locale: 'fr_CA', alternateLocale: ['en_US', 'es_US'] })
  })

  it('lists only the languages a page has, and nothing for a page in English only', () => {
    const partial = { en: '/rebates', es: '/reembolsos' }
    expect(pageMetadata(page({}, '/reembolsos'), { locale: 'es', paths: partial }).alternates).toEqual({
      canonical: '/es/reembolsos',
      languages: { en: '/rebates', es: '/es/reembolsos', 'x-default': '/rebates' },
    })
    expect(pageMetadata(page({}), { paths: { en: '/offers' } })).toEqual(pageMetadata(page({})))
  })

  it('keeps the canonical address an editor typed for the English page only', () => {
    const seo = { canonical: 'https://example.com/original' }
    expect(pageMetadata(page(seo)).alternates?.canonical).toBe('https://example.com/original')
    expect(pageMetadata(page(seo, '/ofertas'), { locale: 'es' }).alternates?.canonical).toBe('/es/ofertas')
  })
})
