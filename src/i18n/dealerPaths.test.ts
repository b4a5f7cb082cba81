import { describe, expect, it } from 'vitest'

import { dealerAlternates, dealerPathIn, storedDealerPath } from './dealerPaths'

describe('dealer addresses in each language', () => {
  it('puts a stored dealer address under each language’s own directory segment', () => {
    expect(dealerPathIn('en', '/dealers/ny/albany/acme/')).toBe('/dealers/ny/albany/acme/')
    expect(dealerPathIn('es', '/dealers/ny/albany/acme/')).toBe('/es/distribuidores/ny/albany/acme/')
    expect(dealerPathIn('fr-CA', '/dealers/qc/montreal/')).toBe('/fr/detaillants/qc/montreal/')
    expect(dealerPathIn('fr-CA', '/dealers/')).toBe('/fr/detaillants/')
    // Any other address is left as it is.
    expect(dealerPathIn('es', '/products/furnaces')).toBe('/products/furnaces')
  })

  it('reads a language’s dealer address back as stored, and nothing else', () => {
    expect(storedDealerPath('/es/distribuidores/ny/albany/acme/')).toEqual({
      locale: 'es',
      path: '/dealers/ny/albany/acme/',
    })
    expect(storedDealerPath('/fr/detaillants')).toEqual({ locale: 'fr-CA', path: '/dealers' })
    expect(storedDealerPath('/dealers/on/')).toEqual({ locale: 'en', path: '/dealers/on/' })
    for (const other of ['/es/distribuidoresx/', '/es/dealers/ny/', '/fr/distribuidores/', '/dealersx', '/']) {
      expect(storedDealerPath(other), other).toBeNull()
    }
  })

  it('lists a dealer address in every language, English as x-default', () => {
    expect(dealerAlternates('/dealers/on/toronto/', (p) => `https://example.com${p}`)).toEqual({
      en: 'https://example.com/dealers/on/toronto/',
      es: 'https://example.com/es/distribuidores/on/toronto/',
      'fr-CA': 'https://example.com/fr/detaillants/on/toronto/',
      'x-default': 'https://example.com/dealers/on/toronto/',
    })
  })
})
