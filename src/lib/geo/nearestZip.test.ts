import { describe, expect, it } from 'vitest'

import { findCentroid } from '../../domain/geo/centroids'
import { parsePostalCode } from '../../domain/geo/postalCode'
import { nearestZipResponseSchema, OUTSIDE_AREA_MESSAGE } from '../../domain/locator/nearestZipQuery'
import { searchableZip } from '../../domain/locator/zipInput'
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

  it('answers a whole postal code the zip box accepts, of the nearest area, in Canadian cities', async () => {
    // The data puts H5A (Place Bonaventure) and H3C (Griffintown) at one point: either is nearest.
    const cities = [
      ['lat=43.6426&lon=-79.3871', ['M5J'], 'ON'],
      ['lat=45.5017&lon=-73.5673', ['H5A', 'H3C'], 'QC'],
      ['lat=49.2827&lon=-123.1207', ['V6Z'], 'BC'],
      ['lat=44.6488&lon=-63.5752', ['B3K'], 'NS'],
    ] as const
    for (const [query, areas, province] of cities) {
      const body = nearestZipResponseSchema.parse(await (await get(query)).json())
      expect(body, query).toMatchObject({ state: province, country: 'CA' })
      expect(
        areas.map((fsa) => `${fsa} 0A0`),
        query,
      ).toContain(body.zipcode)
      // The zip box takes it as it is, and the search resolves it to that area.
      expect(searchableZip(body.zipcode), query).toBe(body.zipcode)
      const code = parsePostalCode(body.zipcode)
      expect(code && findCentroid(code), query).toMatchObject({
        key: body.zipcode.slice(0, 3),
        state: province,
        city: body.city,
      })
    }
  })

  it('keeps positions near the border in their own country', async () => {
    const places = [
      ['lat=42.3314&lon=-83.0458', /^48\d{3}$/, 'MI'], // Detroit, across the river from Windsor
      ['lat=42.8864&lon=-78.8784', /^142\d\d$/, 'NY'], // Buffalo, across the river from Fort Erie
    ] as const
    for (const [query, zip, state] of places) {
      const body = nearestZipResponseSchema.parse(await (await get(query)).json())
      expect(body, query).toMatchObject({ state, country: 'US' })
      expect(body.zipcode, query).toMatch(zip)
      expect(searchableZip(body.zipcode), query).toBe(body.zipcode)
    }
    const windsor = nearestZipResponseSchema.parse(await (await get('lat=42.3149&lon=-83.0364')).json())
    expect(windsor).toMatchObject({ zipcode: 'N9A 0A0', state: 'ON', country: 'CA' })
  })

  it('never answers a company or PO-box zip of the federal list, nor its misplaced positions', async () => {
    // 10149 'Muscular Dystrophy' sits exactly here, at the two decimals the browser sends.
    const midtown = nearestZipResponseSchema.parse(await (await get('lat=40.76&lon=-73.98')).json())
    expect(midtown.zipcode).not.toBe('10149')
    expect(midtown).toMatchObject({ city: 'New York', state: 'NY' })
    // 10200 'New York' is listed at 40.77, +73.95: in Kyrgyzstan, far from any real zip or postal area.
    expect((await get('lat=40.77&lon=73.95')).status).toBe(404)
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
