import { describe, expect, it } from 'vitest'

import { demoRebatePrograms } from '../../../cms/seed/rebates/programs'
import { findCentroid } from '../../../domain/geo/centroids'
import type { RebateProgram } from '../../../domain/rebates/programs'
import { rebateDetailsResponseSchema } from '../../../domain/rebates/responseSchemas'
import type { RebateApiDeps } from './deps'
import { createRebateDetailsHandler } from './productRebateDetails'

// The demo programs as the database would give them back.
const programs: RebateProgram[] = demoRebatePrograms.map((p, i) => ({
  ...p,
  id: i + 1,
  region: { ...p.region, states: p.region.states ?? null, zipPrefixes: p.region.zipPrefixes ?? null },
  endDate: p.endDate ?? null,
}))

const deps = (over: Partial<RebateApiDeps> = {}): RebateApiDeps => ({
  programs: async (country) => programs.filter((p) => p.region.country === country),
  findArea: findCentroid,
  now: () => new Date('2025-06-15T15:00:00Z'),
  ...over,
})

async function get(query: string, d = deps()) {
  const res = await createRebateDetailsHandler(d)(
    new Request(`http://localhost/api/v1/rebates/productRebateDetails.json?${query}`),
    undefined,
  )
  return { res, status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('GET /api/v1/rebates/productRebateDetails.json', () => {
  it('answers the area and the category with the largest rebate, cached like the dealer search', async () => {
    const { res, status, body } = await get('zip=10001')
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    )
    const answer = rebateDetailsResponseSchema.parse(body)
    expect(answer.area).toEqual({ cityState: 'New York, NY' })
    expect(answer.productRebateDetails).toHaveLength(1)
    expect(answer.productRebateDetails[0]).toMatchObject({
      productCategory: 'Heat pumps',
      maxRebate: { amount: 5000 },
      rebatePrograms: [
        { name: 'Demo: Empire State Heat Pump Rebate', amountLabel: 'Up to $5,000' },
        { name: 'Demo: NYC Clean Heat Bonus', amountLabel: '$1,500 bonus' },
      ],
    })
  })

  it('honours pageSize and leaves out programs that have ended or cover other zips', async () => {
    const { body } = await get('zip=10001&pageSize=20')
    const answer = rebateDetailsResponseSchema.parse(body)
    // The ended furnace program and the Hudson Valley one (other prefixes) do not apply in Manhattan.
    expect(answer.productRebateDetails.map((d) => d.productCategory)).toEqual(['Heat pumps'])
    const upstate = rebateDetailsResponseSchema.parse((await get('zip=12601&pageSize=5')).body)
    expect(upstate.area.cityState).toBe('Poughkeepsie, NY')
    expect(upstate.productRebateDetails.map((d) => [d.productCategory, d.maxRebate.amount])).toEqual([
      ['Heat pumps', 5000],
      ['Furnaces', 300],
    ])
  })

  it('reads Canadian postal codes by their area', async () => {
    const answer = rebateDetailsResponseSchema.parse((await get('zip=K1A%200B1&pageSize=3')).body)
    expect(answer.area.cityState).toMatch(/, ON$/)
    expect(answer.productRebateDetails.map((d) => d.productCategory)).toEqual([
      'Heat pumps',
      'Ductless systems',
    ])
  })

  it('gives the demo zips of docs/rebates.md their largest rebate', async () => {
    const expected: Record<string, [string, string, number]> = {
      '94103': ['San Francisco, CA', 'Heat pumps', 3000],
      '02108': ['Boston, MA', 'Heat pumps', 10000],
      '77002': ['Houston, TX', 'Heat pumps', 1200],
      'V6B 1A1': ['Vancouver, BC', 'Heat pumps', 3000],
    }
    for (const [zip, [area, category, amount]] of Object.entries(expected)) {
      const answer = rebateDetailsResponseSchema.parse((await get(`zip=${encodeURIComponent(zip)}`)).body)
      expect([answer.area.cityState, answer.productRebateDetails[0]?.productCategory], zip).toEqual([
        area,
        category,
      ])
      expect(answer.productRebateDetails[0]?.maxRebate.amount, zip).toBe(amount)
    }
  })

  it('answers 200 with no entries where no program applies', async () => {
    const { status, body } = await get('zip=82001')
    expect(status).toBe(200)
    expect(rebateDetailsResponseSchema.parse(body)).toEqual({
      area: { cityState: 'Cheyenne, WY' },
      productRebateDetails: [],
    })
  })

  it('answers 404 with a sentence for a zip that is no known place', async () => {
    const { status, body } = await get('zip=00000')
    expect(status).toBe(404)
    expect(body).toEqual({ error: 'We don’t know this zip or postal code. Please check it and try again.' })
  })

  it('answers 400 naming each bad field, never reading the programs', async () => {
    const untouched = deps({ programs: () => Promise.reject(new Error('must not be read')) })
    const cases: [string, Record<string, string>][] = [
      ['', { zip: 'zip is required' }],
      ['zip=1234', { zip: 'Enter a 5-digit zip code or a Canadian postal code' }],
      ['zip=10001&zip=10002', { zip: 'Give zip once, as text' }],
      ['zip=10001&pageSize=0', { pageSize: 'pageSize must be between 1 and 20' }],
      ['zip=10001&pageSize=abc', { pageSize: 'pageSize must be a whole number' }],
      [
        'zip=x&pageSize=99',
        {
          zip: 'Enter a 5-digit zip code or a Canadian postal code',
          pageSize: 'pageSize must be between 1 and 20',
        },
      ],
    ]
    for (const [query, fields] of cases) {
      const { status, body } = await get(query, untouched)
      expect(status, query).toBe(400)
      expect(body, query).toEqual({ error: 'Invalid request', fields })
    }
  })
})
