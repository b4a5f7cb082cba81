import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/v1/rebates/productRebateDetails.json/route'
import { seedRebatePrograms } from '@/cms/seed/rebates'
import { demoRebatePrograms } from '@/cms/seed/rebates/programs'
import { rebateDetailsResponseSchema } from '@/domain/rebates/responseSchemas'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload

async function rebates(query: string) {
  const res = await GET(
    new Request(`http://localhost/api/v1/rebates/productRebateDetails.json?${query}`),
    undefined,
  )
  return { res, status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString()

beforeAll(async () => {
  payload = await getTestPayload()
  // Specs share one database: start from no programs, as a fresh install has.
  await payload.delete({
    collection: 'rebate-programs',
    where: { id: { exists: true } },
    context: testContext,
  })
})

describe('the demo rebate programs', () => {
  it('are seeded once: a second run changes nothing', async () => {
    expect(await seedRebatePrograms(payload)).toBe(
      `Rebate programs: ${demoRebatePrograms.length} demo programs seeded`,
    )
    expect(await seedRebatePrograms(payload)).toMatch(/nothing seeded$/)
    const { docs } = await payload.find({ collection: 'rebate-programs', pagination: false })
    expect(docs).toHaveLength(demoRebatePrograms.length)
    expect(docs.every((d) => d.name.startsWith('Demo: '))).toBe(true)
  })
})

describe('GET /api/v1/rebates/productRebateDetails.json', () => {
  it('answers the area and the category with the largest rebate, from the stored programs', async () => {
    const { res, status, body } = await rebates('zip=10001')
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
    const answer = rebateDetailsResponseSchema.parse(body)
    expect(answer.area).toEqual({ cityState: 'New York, NY' })
    expect(answer.productRebateDetails.map((d) => [d.productCategory, d.maxRebate.amount])).toEqual([
      ['Heat pumps', 5000],
    ])
    expect(answer.productRebateDetails[0]?.rebatePrograms.map((p) => p.name)).toEqual([
      'Demo: Empire State Heat Pump Rebate',
      'Demo: NYC Clean Heat Bonus',
    ])
  })

  it('reads prefixes and provinces back from the database (hasMany fields) for Canadian codes', async () => {
    const answer = rebateDetailsResponseSchema.parse((await rebates('zip=M5V%203L9&pageSize=5')).body)
    expect(answer.area.cityState).toMatch(/, ON$/)
    expect(answer.productRebateDetails.map((d) => d.productCategory)).toEqual(['Heat pumps', 'Furnaces'])
  })

  it('answers 200 with no entries for an area without programs, and 404 for no known place', async () => {
    const wyoming = await rebates('zip=82001')
    expect(wyoming.status).toBe(200)
    expect(wyoming.body).toEqual({ area: { cityState: 'Cheyenne, WY' }, productRebateDetails: [] })
    const nowhere = await rebates('zip=00000')
    expect(nowhere.status).toBe(404)
    expect(nowhere.body).toEqual({ error: expect.stringMatching(/zip or postal code/) })
  })

  it('follows a program’s dates as editors change them', async () => {
    const program = await payload.create({
      collection: 'rebate-programs',
      context: testContext,
      data: {
        name: 'Test: Cheyenne Furnace Rebate',
        amountLabel: '$250',
        amount: 250,
        homeURL: 'https://example.com/cheyenne',
        productCategory: 'furnaces',
        region: { country: 'US', states: ['WY'], zipPrefixes: ['820'] },
        startDate: day(-30),
        endDate: day(-1),
      },
    })
    expect((await rebates('zip=82001')).body).toMatchObject({ productRebateDetails: [] })
    await payload.update({
      collection: 'rebate-programs',
      id: program.id,
      data: { endDate: null },
      context: testContext,
    })
    const answer = rebateDetailsResponseSchema.parse((await rebates('zip=82001')).body)
    expect(answer.productRebateDetails[0]?.rebatePrograms).toEqual([
      {
        id: program.id,
        name: 'Test: Cheyenne Furnace Rebate',
        amountLabel: '$250',
        homeURL: 'https://example.com/cheyenne',
      },
    ])
    await payload.delete({ collection: 'rebate-programs', id: program.id, context: testContext })
  })

  it('answers 400 naming each bad field, never a 500', async () => {
    const cases: [string, Record<string, string>][] = [
      ['', { zip: 'zip is required' }],
      ['zip=123', { zip: 'Enter a 5-digit zip code or a Canadian postal code' }],
      ['zip=%E2%80%AE10001', { zip: 'Enter a 5-digit zip code or a Canadian postal code' }],
      ['zip=10001&zip=10002', { zip: 'Give zip once, as text' }],
      ['zip=10001&pageSize=21', { pageSize: 'pageSize must be between 1 and 20' }],
      ['zip=10001&pageSize=-1', { pageSize: 'pageSize must be a whole number' }],
      [`zip=${'9'.repeat(5000)}`, { zip: 'Enter a 5-digit zip code or a Canadian postal code' }],
    ]
    for (const [query, fields] of cases) {
      const { status, body } = await rebates(query)
      expect(status, query).toBe(400)
      expect(body, query).toEqual({ error: 'Invalid request', fields })
    }
  })
})
