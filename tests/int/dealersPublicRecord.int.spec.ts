import { type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as lookup } from '@/app/api/v1/dealers/lookup/route'
import { loadInitialResults } from '@/lib/dealers/initialResults'
import { dealerRecordSchema } from '@/domain/dealers/responseSchemas'
import { findCentroid } from '@/domain/geo/centroids'
import { distanceMiles, roundMiles } from '@/domain/geo/distance'
import { parsePostalCode } from '@/domain/geo/postalCode'
import { LINK_RULE_MESSAGE } from '@/domain/url'

import { apiRequest } from '../fixtures/dealers/denverDealers'
import { milesNorth, testDealer } from '../fixtures/dealers/dealerData'
import { searchLocations } from '../fixtures/dealers/denverNetwork'
import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

/** Company ids of the dealers this file creates; they sit north of Helena, MT, away from other tests' dealers. */
const PRIVATE = 910401
const PUBLIC = 910402
const LINKS = 910403
const ZIP = '59601'
const STREET = '4417 Quiet Hollow Lane'
const centre = findCentroid(parsePostalCode(ZIP)!)!
const round2 = (v: number) => Math.round(v * 100) / 100
/** About 3 miles north of the zip's centre, placed so that rounding to the area moves it by about 0.35 mi. */
const exact = {
  lat: Number((round2(centre.lat) + 0.0449).toFixed(4)),
  lon: Number((round2(centre.lon) - 0.0037).toFixed(4)),
}

let payload: Payload

const lookupRecord = async (cid: number) =>
  dealerRecordSchema.parse(
    await (await lookup(apiRequest(`/api/v1/dealers/lookup?brand=ALD&cid=${cid}`), undefined)).json(),
  )

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.create({
    collection: 'dealers',
    data: testDealer(PRIVATE, exact.lat, exact.lon, {
      showAddress: false,
      addressLine1: STREET,
      addressLine2: 'Garage door',
      city: 'Helena',
      state: 'MT',
      zipcode: ZIP,
    }),
    context: testContext,
  })
  await payload.create({
    collection: 'dealers',
    data: testDealer(PUBLIC, milesNorth(centre.lat, 5), centre.lon + 0.05, { addressLine1: '10 Main St' }),
    context: testContext,
  })
})

afterAll(async () => {
  await payload.delete({
    collection: 'dealers',
    where: { 'data.companyID': { in: [PRIVATE, PUBLIC, LINKS] } },
    context: testContext,
  })
})

describe('a dealer that keeps its address private', () => {
  const rounded = { lat: round2(exact.lat), lon: round2(exact.lon) }

  it('has no street lines and area coordinates in /api/v1/dealers/locations, its distance still exact', async () => {
    const { status, body } = await searchLocations(`brand=ALD&zipcode=${ZIP}`)
    expect(status).toBe(200)
    const found = (
      body as { dealers: { data: Record<string, unknown>; location: unknown; distance: number }[] }
    ).dealers
    const own = found.find((d) => d.data.companyID === PRIVATE)
    expect(own?.data).toMatchObject({
      addressLine1: null,
      addressLine2: null,
      city: 'Helena',
      state: 'MT',
      zipcode: ZIP,
      showAddress: false,
      phone1: '3035550100',
    })
    expect(own?.location).toEqual(rounded)
    // Measured from where the dealer really is, not from the published area.
    expect(own?.distance).toBe(roundMiles(distanceMiles(centre, exact)))
    expect(roundMiles(distanceMiles(centre, rounded))).not.toBe(own?.distance)
    expect(JSON.stringify(body)).not.toContain(STREET)
    expect(JSON.stringify(body)).not.toContain(String(exact.lat))
    // A dealer that shows its address keeps it.
    expect(found.find((d) => d.data.companyID === PUBLIC)?.data.addressLine1).toBe('10 Main St')
  })

  it('has the same in /api/v1/dealers/lookup', async () => {
    const record = await lookupRecord(PRIVATE)
    expect([record.data.addressLine1, record.data.addressLine2, record.location]).toEqual([
      null,
      null,
      rounded,
    ])
    expect((await lookupRecord(PUBLIC)).data.addressLine1).toBe('10 Main St')
  })

  it('has the same in the locator’s first results written into the page', async () => {
    const initial = await loadInitialResults(ZIP)
    const own = initial?.response.dealers.find((d) => d.data.companyID === PRIVATE)
    expect(own?.location).toEqual(rounded)
    expect(own?.data.addressLine1).toBeNull()
    const page = JSON.stringify(initial)
    expect(page).not.toContain(STREET)
    expect(page).not.toContain('Garage door')
    expect(page).not.toContain(String(exact.lat))
    expect(page).not.toContain(String(exact.lon))
  })
})

describe('links stored on a dealer', () => {
  const unsafe = [
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:x',
  ]

  it.each(unsafe)('refuses %j as the finance URL or the dealer URL on save', async (value) => {
    for (const over of [{ financeURL: value }, { dealer_url: value }]) {
      const data = testDealer(LINKS, 46.9, -112.1)
      const { financeURL, dealer_url } = { financeURL: null, dealer_url: null, ...over }
      try {
        await payload.create({
          collection: 'dealers',
          data: { ...data, data: { ...data.data, financeURL }, metaData: { ...data.metaData, dealer_url } },
          context: testContext,
        })
        throw new Error(`saved ${JSON.stringify(over)}`)
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError)
        expect((error as ValidationError).data.errors).toEqual([
          {
            label: expect.any(String),
            message: LINK_RULE_MESSAGE,
            path: financeURL ? 'data.financeURL' : 'metaData.dealer_url',
          },
        ])
      }
    }
  })

  it('refuses an unsafe finance URL sent by staff through the REST API with 400', async () => {
    const email = `dealer-links-${Date.now()}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: 'dealer-links-password', roles: ['editor'] },
      context: testContext,
    })
    const session = browserSession(await signInCookie(email, 'dealer-links-password', '203.0.113.78'))
    const [doc] = (
      await payload.find({ collection: 'dealers', where: { 'data.companyID': { equals: PUBLIC } } })
    ).docs
    const res = await rest(`/api/dealers/${doc!.id}`, {
      method: 'PATCH',
      headers: session,
      body: { data: { ...doc!.data, financeURL: 'JaVaScRiPt:alert(document.cookie)' } },
    })
    expect(res.status).toBe(400)
    expect((await lookupRecord(PUBLIC)).data.financeURL).toBeNull()
    const ok = await rest(`/api/dealers/${doc!.id}`, {
      method: 'PATCH',
      headers: session,
      body: { data: { ...doc!.data, financeURL: 'https://finance.example/apply' } },
    })
    expect(ok.status).toBe(200)
    expect((await lookupRecord(PUBLIC)).data.financeURL).toBe('https://finance.example/apply')
  })
})
