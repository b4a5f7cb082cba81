import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { VERSION_CHECK_INTERVAL_MS } from '@/lib/dealers/indexStore'
import { loadDealerRecords } from '@/lib/dealers/loadRecords'
import { toDealerRecord } from '@/lib/dealers/record'
import { SETTINGS_API_TTL_MS } from '@/lib/site/queries'
import { columnName, selectRows, sqlAdapter } from '@/cms/db/sqlAdapter'
import { milesNorth } from '../fixtures/dealers/dealerData'
import { DENVER } from '../fixtures/dealers/denverDealers'

import { companyIds as ids, searchLocations as search, withDenverNetwork } from '../fixtures/dealers/denverNetwork'
import { testContext } from '../fixtures/payload'

const { lat: LAT, lon: LON } = DENVER
let payload: Payload

const network = withDenverNetwork()
beforeAll(() => {
  payload = network()
})

describe('the in-memory index', () => {
  // Freshness is measured with Date.now(): these tests move that clock instead of waiting. Only Date is
  // faked, and it keeps running with real time, so the database drivers' own timers are untouched.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  it('reads the same records straight from the tables as the Local API returns', async () => {
    const found = await payload.find({
      collection: 'dealers',
      pagination: false,
      where: { 'data.companyID': { greater_than: 900000 } },
    })
    const records = await loadDealerRecords(
      payload,
      found.docs.map((d) => d.id),
    )
    for (const doc of found.docs) expect(records.get(doc.id)).toEqual(toDealerRecord(doc))
  })

  it('shows an edit made through payload.update in the next search', async () => {
    const found = await payload.find({
      collection: 'dealers',
      where: { 'data.companyID': { equals: 900008 } },
    })
    const id = found.docs[0]?.id ?? 0
    await payload.update({
      collection: 'dealers',
      id,
      data: { location: { lat: milesNorth(LAT, 1), lon: LON }, data: { name: 'Moved In' } },
      context: testContext,
    })
    const { body } = await search('brand=ALD&zipcode=80202')
    const moved = body.dealers.find((d: { data: { companyID: number } }) => d.data.companyID === 900008)
    expect(moved).toMatchObject({ data: { name: 'Moved In' }, searchInfo: { kind: 'radius', bucket: 3 } })
    await payload.delete({ collection: 'dealers', id, context: testContext })
    expect(ids((await search('brand=ALD&zipcode=80202')).body)).not.toContain(900008)
  })

  it('notices a change written by another instance within about a second', async () => {
    await search('brand=ALD&zipcode=80202') // index built and checked now
    const adapter = sqlAdapter(payload)
    // Another instance's write: straight to the table, no hook runs in this process.
    const col = (key: string) => `"${columnName(adapter, 'dealers', key)}"`
    await selectRows(
      adapter,
      `UPDATE "dealers" SET ${col('data_name')} = 'Renamed Elsewhere', ${col('updatedAt')} = '2099-01-01T00:00:00.000Z'
       WHERE ${col('data_companyID')} = 900004`,
    )
    vi.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS)
    const { body } = await search('brand=ALD&zipcode=80202')
    expect(
      body.dealers.find((d: { data: { companyID: number } }) => d.data.companyID === 900004)?.data.name,
    ).toBe('Renamed Elsewhere')
  })

  it('follows the radius set in the site settings', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    const update = (radiusMiles: number) =>
      payload.updateGlobal({
        slug: 'site-settings',
        data: { dealerSearch: { radiusMiles } },
        context: testContext,
      })
    await search('brand=ALD&zipcode=80202') // settings read now
    await update(10)
    try {
      vi.advanceTimersByTime(SETTINGS_API_TTL_MS)
      const { body } = await search('brand=ALD&zipcode=80202')
      const radius = body.dealers.filter(
        (d: { searchInfo: { kind: string } }) => d.searchInfo.kind === 'radius',
      )
      expect(radius.every((d: { distance: number }) => d.distance <= 10)).toBe(true)
      expect(radius.length).toBeGreaterThan(0)
    } finally {
      await update(settings.dealerSearch?.radiusMiles ?? 50)
    }
  })
})
