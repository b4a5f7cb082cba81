import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import type { Locale } from '@/config/locales'

import { formatDistance } from './format'
import { CATALOGUES } from './testing'

const translator = (locale: Locale) =>
  createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'locator' })

// Intl puts a no-break space between a number and its unit in French.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('the locator’s counts and distances in each language', () => {
  it('follow each language’s plural rules', () => {
    expect(translator('en')('dealerCount', { count: 1, zip: '10001' })).toBe('1 dealer near 10001')
    expect(translator('es')('dealerCount', { count: 3, zip: '10001' })).toBe(
      '3 distribuidores cerca de 10001',
    )
    expect(translator('es')('dealerCount', { count: 0, zip: '10001' })).toBe(
      'Ningún distribuidor cerca de 10001',
    )
    // French counts 1.5 as one: 'un et demi' takes the singular.
    expect(translator('fr-CA')('reviewCount', { count: 1.5 })).toBe('1,5 avis')
    expect(translator('fr-CA')('dealerCount', { count: 2, zip: 'H2X 1Y4' })).toBe(
      '2 détaillants près de H2X 1Y4',
    )
  })

  it('give a distance in kilometres in Quebec and in miles in the US', () => {
    const fr = translator('fr-CA')('distanceAway', { distance: formatDistance(12.34, 'fr-CA') })
    expect(spaces(fr)).toBe('à 19,9 km')
    expect(translator('es')('distanceAway', { distance: formatDistance(12.34, 'es') })).toBe('a 12.3 mi')
    expect(translator('en')('distanceAway', { distance: formatDistance(12.34, 'en') })).toBe('12.3 mi away')
  })
})
