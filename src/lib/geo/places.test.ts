import { describe, expect, it } from 'vitest'

import { placesResponseSchema } from '../../domain/geo/placesQuery'
import { createPlacesHandler } from './places'

const handler = createPlacesHandler()
const get = (query: string) => handler(new Request(`http://localhost/api/v1/geo/places?${query}`), undefined)

describe('places handler', () => {
  it('answers every place of an ambiguous name, with state names and zips', async () => {
    const res = await get('q=Springfield&match=whole&limit=20')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('max-age=86400')
    const { places } = placesResponseSchema.parse(await res.json())
    expect(places.length).toBeGreaterThan(5)
    expect(places).toContainEqual({
      name: 'Springfield',
      state: 'IL',
      stateName: 'Illinois',
      country: 'US',
      zipcode: expect.stringMatching(/^62\d{3}$/),
      label: 'Springfield, IL',
    })
  })

  it('answers one place for a city with its state or province', async () => {
    const one = async (q: string) =>
      placesResponseSchema.parse(await (await get(`q=${encodeURIComponent(q)}&match=whole`)).json()).places
    expect(await one('Saint Louis, MO')).toEqual([expect.objectContaining({ label: 'Saint Louis, MO' })])
    expect(await one("St. John's, NL")).toEqual([
      expect.objectContaining({
        label: "St. John's, NL",
        stateName: 'Newfoundland and Labrador',
        country: 'CA',
      }),
    ])
  })

  it('completes a beginning by default, and answers an empty list for no place', async () => {
    const { places } = placesResponseSchema.parse(await (await get('q=Montr%C3%A9a&limit=3')).json())
    expect(places[0]?.label).toBe('Montreal, QC')
    expect(places).toHaveLength(3)
    expect(placesResponseSchema.parse(await (await get('q=Qqqzzz')).json())).toEqual({ places: [] })
  })

  it('answers 400 with field messages', async () => {
    const res = await get('q=a&limit=99&match=fuzzy')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Invalid request',
      fields: {
        q: 'Type at least 2 characters of a city',
        limit: 'limit must be between 1 and 20',
        match: 'match must be prefix or whole',
      },
    })
    expect((await get('limit=3')).status).toBe(400)
    expect(await (await get('q=ab&q=cd')).json()).toMatchObject({ fields: { q: 'Give q once, as text' } })
  })
})
