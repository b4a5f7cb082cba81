import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as locate } from '@/app/api/v1/dealers/locate/route'
import { GET as lookup } from '@/app/api/v1/dealers/lookup/route'
import { dealerRecordSchema } from '@/domain/dealers/responseSchemas'
import { toDealerRecord } from '@/lib/dealers/record'
import { apiRequest } from '../fixtures/dealers/denverDealers'

import { companyIds as ids, searchLocations as search, withDenverNetwork } from '../fixtures/dealers/denverNetwork'

let payload: Payload
const request = apiRequest

const network = withDenverNetwork()
beforeAll(() => {
  payload = network()
})

describe('GET /api/v1/dealers/locations', () => {
  it('ranks territory dealers first, then radius dealers by distance band', async () => {
    const { status, res, body } = await search('brand=ALD&zipcode=80202')
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
    expect(body).toMatchObject({
      zipcode: '80202',
      city: 'Denver',
      state: 'CO',
      count: 7,
      randomizeBuckets: [2],
    })
    expect(ids(body)).toEqual([900001, 900003, 900002, 900005, 900004, 900006, 900007])
    const info = body.dealers.map((d: { searchInfo: unknown; distance: number }) => [
      d.searchInfo,
      Math.round(d.distance),
    ])
    expect(info).toEqual([
      [{ kind: 'territory', bucket: 1 }, 30],
      [{ kind: 'territory', bucket: 2 }, 60],
      [{ kind: 'territory', bucket: 2 }, 20],
      [{ kind: 'radius', bucket: 3 }, 6],
      [{ kind: 'radius', bucket: 3 }, 5],
      [{ kind: 'radius', bucket: 4 }, 15],
      [{ kind: 'radius', bucket: 5 }, 40],
    ])
  })

  it('reads ZIP+4 and a leading space, and /locate answers the same', async () => {
    const plain = await search('brand=ALD&zipcode=80202')
    expect((await search('brand=ALD&zipcode=80202-1234')).body).toEqual(plain.body)
    expect((await search('brand=ald&zipcode=%2080202&url=x&mtaAnonymousId=a&mtaSessionId=b')).body).toEqual(
      plain.body,
    )
    const res = await locate(request('/api/v1/dealers/locate?brand=ALD&zipcode=80202'), undefined)
    expect(await res.json()).toEqual(plain.body)
  })

  it('resolves Canadian codes by FSA, with a two-letter province', async () => {
    for (const zip of ['K1A 0B1', 'k1a0b1', 'K1A-0B1']) {
      const { body } = await search(`brand=ALD&zipcode=${encodeURIComponent(zip)}`)
      expect(body).toMatchObject({ zipcode: 'K1A 0B1', state: 'ON', count: 1 })
      expect(body.dealers[0].whodis).toEqual({
        routingGroupID: 'WD-1',
        assignedNumbers: [{ number: '16135550199', numberType: 'value-brand' }],
      })
    }
  })

  it('answers 200 with count 0 for an unknown zip or one without dealers', async () => {
    expect((await search('brand=ALD&zipcode=00000')).body).toMatchObject({
      count: 0,
      dealers: [],
      city: null,
    })
    expect((await search('brand=ALD&zipcode=99723')).body).toMatchObject({
      count: 0,
      dealers: [],
      city: 'Barrow',
      state: 'AK',
    })
  })

  it('answers 400 with field messages for a bad zip or brand', async () => {
    const { status, body } = await search('brand=OTHER&zipcode=1234')
    expect(status).toBe(400)
    expect(body).toEqual({
      error: 'Invalid request',
      fields: { brand: 'Unknown brand', zipcode: expect.any(String) },
    })
  })
})

describe('GET /api/v1/dealers/lookup', () => {
  it('answers the whole Dealer record', async () => {
    const res = await lookup(request('/api/v1/dealers/lookup?brand=ALD&cid=900009'), undefined)
    expect(res.status).toBe(200)
    const found = await payload.find({
      collection: 'dealers',
      where: { 'data.companyID': { equals: 900009 } },
    })
    const doc = found.docs[0]
    expect(doc).toBeDefined()
    if (doc) expect(dealerRecordSchema.parse(await res.json())).toEqual(toDealerRecord(doc))
  })

  it('answers 404 for an unknown company and 400 for a malformed one', async () => {
    expect((await lookup(request('/api/v1/dealers/lookup?brand=ALD&cid=12345'), undefined)).status).toBe(404)
    expect((await lookup(request('/api/v1/dealers/lookup?brand=ALD&cid=abc'), undefined)).status).toBe(400)
    expect((await lookup(request('/api/v1/dealers/lookup?brand=XYZ&cid=900001'), undefined)).status).toBe(400)
  })
})
