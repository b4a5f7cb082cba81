import { describe, expect, it } from 'vitest'

import { languageTargets, languageToOffer, type TranslatedPageAddresses } from './languages'

const pages: TranslatedPageAddresses[] = [
  ['/', '/', '/'],
  ['/products/heat-pumps', '/productos/bombas-de-calor', '/produits/thermopompes'],
  ['/rebates', '/reembolsos', null],
]

const hrefs = (pathname: string) =>
  Object.fromEntries(languageTargets(pathname, pages).targets.map((t) => [t.locale, [t.href, t.samePage]]))

describe('the language switcher’s addresses', () => {
  it('leads to the same page in each language that has it', () => {
    expect(hrefs('/products/heat-pumps')).toEqual({
      en: ['/products/heat-pumps', true],
      es: ['/es/productos/bombas-de-calor', true],
      'fr-CA': ['/fr/produits/thermopompes', true],
    })
    expect(hrefs('/fr/produits/thermopompes/')).toEqual(hrefs('/products/heat-pumps'))
    expect(languageTargets('/es/productos/bombas-de-calor', pages).current).toBe('es')
    expect(hrefs('/es')).toEqual({ en: ['/', true], es: ['/es', true], 'fr-CA': ['/fr', true] })
  })

  it('leads to the other language’s home, saying so, when the page has no translation', () => {
    expect(hrefs('/es/reembolsos')).toEqual({
      en: ['/rebates', true],
      es: ['/es/reembolsos', true],
      'fr-CA': ['/fr', false],
    })
    expect(hrefs('/about')).toEqual({ en: ['/about', true], es: ['/es', false], 'fr-CA': ['/fr', false] })
  })

  it('leads from a dealer or directory page to the same one in each language', () => {
    const dealer = {
      en: ['/dealers/ny/albany/acme/', true],
      es: ['/es/distribuidores/ny/albany/acme/', true],
      'fr-CA': ['/fr/detaillants/ny/albany/acme/', true],
    }
    expect(hrefs('/dealers/ny/albany/acme/')).toEqual(dealer)
    expect(hrefs('/fr/detaillants/ny/albany/acme/')).toEqual(dealer)
    expect(languageTargets('/es/distribuidores/ny/', pages).current).toBe('es')
    expect(hrefs('/es/distribuidores/')['fr-CA']).toEqual(['/fr/detaillants/', true])
  })
})

describe('the offer of another language', () => {
  const base = {
    current: 'en' as const,
    browserLanguages: ['en-US'],
    postalCode: null,
    chosen: null,
    dismissed: false,
  }

  it('offers the first of the browser’s languages the site speaks, when it is not the page’s', () => {
    expect(languageToOffer({ ...base, browserLanguages: ['es-MX', 'en'] })).toBe('es')
    expect(languageToOffer({ ...base, browserLanguages: ['de-DE', 'fr-CA', 'en'] })).toBe('fr-CA')
    expect(languageToOffer({ ...base, browserLanguages: ['fr-FR'] })).toBe('fr-CA')
    expect(languageToOffer({ ...base, browserLanguages: ['en-US', 'es'] })).toBeNull()
    expect(languageToOffer({ ...base, current: 'es', browserLanguages: ['es-US'] })).toBeNull()
    expect(languageToOffer({ ...base, current: 'es', browserLanguages: ['en-US', 'es'] })).toBe('en')
  })

  it('offers French for a Quebec postal code (G, H or J), whatever the browser prefers', () => {
    expect(languageToOffer({ ...base, postalCode: 'H2X 1Y4' })).toBe('fr-CA')
    expect(languageToOffer({ ...base, postalCode: 'g1r' })).toBe('fr-CA')
    expect(languageToOffer({ ...base, postalCode: 'M5V 2T6' })).toBeNull()
    expect(languageToOffer({ ...base, postalCode: '60601' })).toBeNull()
    expect(languageToOffer({ ...base, current: 'fr-CA', postalCode: 'J4K 1A1' })).toBeNull()
  })

  it('offers nothing once a language was chosen or the offer closed', () => {
    expect(languageToOffer({ ...base, browserLanguages: ['es'], chosen: 'en' })).toBeNull()
    expect(languageToOffer({ ...base, postalCode: 'H2X 1Y4', dismissed: true })).toBeNull()
  })
})
