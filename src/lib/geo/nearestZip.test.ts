import { describe, expect, it } from 'vitest'

import { nearestZipResponseSchema, OUTSIDE_AREA_MESSAGE } from '../../domain/locator/nearestZipQuery'
import { createNearestZipHandler } from './nearestZip'

const handler = createNearestZipHandler()
const get = (query: string) =>
  handler(new Request(`http://localhost/api/v1/geo/nearest-zip?${query}`), undefined)

describe('nearest zip handler', () => {
  it('answers the nearest US zip for a position in Manhattan', async () => {
    const res = await get('lat=40.7506&lon=-73.9972')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/^private/)
    const body = nearestZipResponseSchema.parse(await res.json())
    expect(body).toMatchObject({ state: 'NY', country: 'US' })
    expect(body.zipcode).toMatch(/^100\d\d$/)
  })

  it('answers a Canadian postal area for a position in Toronto', async () => {
    const body = nearestZipResponseSchema.parse(await (await get('lat=43.6426&lon=-79.3871')).json())
    expect(body).toMatchObject({ state: 'ON', country: 'CA' })
    expect(body.zipcode).toMatch(/^M\d[A-Z]$/)
  })

  it('answers 404 with a clear message outside the US and Canada', async () => {
    for (const query of ['lat=48.8566&lon=2.3522', 'lat=0&lon=0', 'lat=-33.87&lon=151.21']) {
      const res = await get(query)
      expect(res.status, query).toBe(404)
      expect(await res.json()).toEqual({ error: OUTSIDE_AREA_MESSAGE })
    }
  })

  it('refuses malformed positions, naming each field', async () => {
    const cases: [string, string[]][] = [
      ['', ['lat', 'lon']],
      ['lat=91&lon=0', ['lat']],
      ['lat=0&lon=-180.5', ['lon']],
      ['lat=abc&lon=1e3', ['lat', 'lon']],
      ['lat=1&lat=2&lon=0', ['lat']],
      [`lat=${'1'.repeat(40)}&lon=0`, ['lat']],
      ['lat=NaN&lon=Infinity', ['lat', 'lon']],
    ]
    for (const [query, fields] of cases) {
      const res = await get(query)
      expect(res.status, query).toBe(400)
      const body = (await res.json()) as { error: string; fields: Record<string, string> }
      expect(Object.keys(body.fields).sort(), query).toEqual(fields)
    }
  })
})
