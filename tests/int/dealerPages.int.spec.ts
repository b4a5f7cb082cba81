import { Forbidden, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FORMER_PATHS } from '@/cms/collections/DealerFormerPaths'
import { pageStatusResponseSchema } from '@/domain/dealers/pages/pageStatus'
import type { User } from '@/payload-types'
import { createPageStatusHandler } from '@/lib/dealers/handlers/pageStatus'
import { getDealerSearchIndex } from '@/lib/dealers/indexStore'
import { resolveDealerPath } from '@/lib/dealers/pages/resolve'

import { testDealer } from '../fixtures/dealers/dealerData'
import { apiRequest, DENVER } from '../fixtures/dealers/denverDealers'
import { getTestPayload, testContext } from '../fixtures/payload'

const BASE = 930000
let payload: Payload
let editor: User

const resolve = async (path: string) => resolveDealerPath(payload, await getDealerSearchIndex(payload), path)
const create = (companyID: number, name: string, city = 'Denver') =>
  payload.create({
    collection: 'dealers',
    data: testDealer(companyID, DENVER.lat, DENVER.lon, { name, city, state: 'CO' }),
    context: testContext,
  })
const update = (id: number, data: Record<string, unknown>) =>
  payload.update({ collection: 'dealers', id, data, context: testContext })

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await payload.create({
    collection: 'users',
    data: {
      email: `pages-editor-${Date.now()}@example.com`,
      password: 'editor-password-1',
      roles: ['editor'],
    },
    context: testContext,
  })
})

afterAll(async () => {
  await payload.delete({
    collection: 'dealers',
    where: { 'data.companyID': { greater_than: BASE } },
    context: testContext,
  })
  await payload.delete({
    collection: FORMER_PATHS,
    where: { companyId: { greater_than: BASE } },
    context: testContext,
  })
})

describe('dealer page addresses in the database', () => {
  it('are made on save, the later namesake of a city getting its company id', async () => {
    const first = await create(BASE + 1, 'Kestrel Air Works')
    const twin = await create(BASE + 2, 'Kestrel Air Works')
    const elsewhere = await create(BASE + 3, 'Kestrel Air Works', 'Boulder')
    expect(first.pagePath).toBe('/dealers/co/denver/kestrel-air-works/')
    expect(twin.pagePath).toBe(`/dealers/co/denver/kestrel-air-works-${BASE + 2}/`)
    expect(elsewhere.pagePath).toBe('/dealers/co/boulder/kestrel-air-works/')
    expect(first.listed).toBe(true)
    expect(await resolve(first.pagePath!)).toMatchObject({ kind: 'page' })
    // An edit that changes neither the name nor the place keeps the address, suffix included.
    const edited = await update(twin.id, { data: { ...twin.data, phone1: '3035550199' } })
    expect(edited.pagePath).toBe(twin.pagePath)
  })

  it('redirect every former address to the current one after a rename and a move', async () => {
    const dealer = await create(BASE + 10, 'Ridgeline Comfort')
    const original = dealer.pagePath!
    const renamed = await update(dealer.id, { data: { ...dealer.data, name: 'Ridgeline Comfort Pros' } })
    expect(renamed.pagePath).toBe('/dealers/co/denver/ridgeline-comfort-pros/')
    const moved = await update(dealer.id, { data: { ...renamed.data, city: 'Aurora' } })
    expect(moved.pagePath).toBe('/dealers/co/aurora/ridgeline-comfort-pros/')
    expect(await resolve(original)).toEqual({ kind: 'moved', to: moved.pagePath })
    expect(await resolve(renamed.pagePath!)).toEqual({ kind: 'moved', to: moved.pagePath })
    expect(await resolve(moved.pagePath!)).toMatchObject({ kind: 'page' })
  })

  it('answer 404 for a hidden dealer and its former addresses, and again a page once it is listed', async () => {
    const dealer = await create(BASE + 20, 'Quiet Harbor Heating')
    const before = dealer.pagePath!
    const renamed = await update(dealer.id, { data: { ...dealer.data, name: 'Quiet Harbor HVAC' } })
    await update(dealer.id, { listed: false })
    expect(await resolve(renamed.pagePath!)).toEqual({ kind: 'missing' })
    expect(await resolve(before)).toEqual({ kind: 'missing' })
    const index = await getDealerSearchIndex(payload)
    expect(index.byCompanyId.has(BASE + 20)).toBe(false)
    await update(dealer.id, { listed: true })
    expect(await resolve(renamed.pagePath!)).toMatchObject({ kind: 'page' })
  })

  it('answer 410 Gone for a deleted dealer’s current and former addresses', async () => {
    const dealer = await create(BASE + 30, 'Cobalt Ridge Mechanical')
    const before = dealer.pagePath!
    const renamed = await update(dealer.id, { data: { ...dealer.data, name: 'Cobalt Ridge Air' } })
    await payload.delete({ collection: 'dealers', id: dealer.id, context: testContext })
    expect(await resolve(renamed.pagePath!)).toEqual({ kind: 'gone' })
    expect(await resolve(before)).toEqual({ kind: 'gone' })
    expect(await resolve('/dealers/co/denver/never-was-a-dealer/')).toEqual({ kind: 'missing' })

    const status = createPageStatusHandler(resolve)
    const ask = async (path: string) => {
      const res = await status(
        apiRequest(`/api/v1/dealers/page-status?path=${encodeURIComponent(path)}`),
        undefined,
      )
      return { status: res.status, body: await res.json() }
    }
    const gone = await ask(before)
    expect(gone.status).toBe(200)
    expect(pageStatusResponseSchema.parse(gone.body)).toEqual({ path: before, status: 410 })
    const bad = await ask('/dealers/co/')
    expect(bad.status).toBe(400)
    expect(bad.body.fields.path).toBe('Use a dealer page address: /dealers/<state>/<city>/<name>/.')
  })
})

describe('former dealer page addresses (staff only)', () => {
  it('are neither read nor written by visitors, and read by staff', async () => {
    await expect(payload.find({ collection: FORMER_PATHS, overrideAccess: false })).rejects.toBeInstanceOf(
      Forbidden,
    )
    await expect(
      payload.create({
        collection: FORMER_PATHS,
        data: { path: '/dealers/co/denver/anyone/', companyId: BASE + 99 },
        overrideAccess: false,
        context: testContext,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    const asStaff = await payload.find({
      collection: FORMER_PATHS,
      where: { companyId: { greater_than: BASE } },
      overrideAccess: false,
      user: editor,
    })
    expect(asStaff.docs.map((d) => d.path)).toContain('/dealers/co/denver/ridgeline-comfort/')
  })
})
