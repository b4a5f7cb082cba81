import { describe, expect, it } from 'vitest'

import { cityEntry } from './reindex'

const austin = { path: '/dealers/tx/austin/', name: 'Austin', state: 'TX', count: 3 }
const one = { ...austin, count: 1 }

describe('cityEntry: one search entry per city and language, in the catalogue’s words', () => {
  it('keeps the English entry as it was', () => {
    expect(cityEntry(austin)).toEqual({
      kind: 'city',
      locale: 'en',
      title: 'Dealers in Austin, TX',
      url: '/dealers/tx/austin/',
      body: '3 heating and cooling dealers in Austin, Texas (TX): hours, reviews and how to reach them.',
    })
    expect(cityEntry(one).body).toMatch(/^1 heating and cooling dealer in /)
  })

  it('writes the Spanish entry, linking to the Spanish directory page, with the plural rule', () => {
    const entry = cityEntry(austin, 'es')
    expect(entry).toMatchObject({ locale: 'es', title: 'Distribuidores en Austin, TX' })
    expect(entry.url).toBe('/es/distribuidores/tx/austin/')
    expect(entry.body).toMatch(/^3 distribuidores de calefacción y aire acondicionado en Austin/)
    expect(cityEntry(one, 'es').body).toMatch(/^1 distribuidor de calefacción y aire acondicionado en /)
  })

  it('writes the French entry, linking to the French directory page, with the plural rule', () => {
    const entry = cityEntry(austin, 'fr-CA')
    expect(entry).toMatchObject({ locale: 'fr-CA', title: 'Détaillants à Austin, TX' })
    expect(entry.url).toBe('/fr/detaillants/tx/austin/')
    expect(entry.body).toMatch(/^3 détaillants en chauffage et climatisation à Austin/)
    expect(cityEntry(one, 'fr-CA').body).toMatch(/^1 détaillant en chauffage et climatisation à /)
  })
})
