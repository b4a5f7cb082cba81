import { Forbidden, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { NOT_FOUND_ADDRESSES } from '@/cms/collections/NotFoundAddresses'
import { INTERNAL_REQUEST_HEADER } from '@/config/loopback'
import { visitsHandler } from '@/lib/visits/handler'
import { storeVisits } from '@/lib/visits/store'
import type { User } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
let editor: User
const run = `${Date.now()}`
const missing = (name: string) => `/e2e-missing-${run}/${name}`

async function entry(path: string) {
  const found = await payload.find({
    collection: NOT_FOUND_ADDRESSES,
    where: { path: { equals: path } },
    limit: 1,
  })
  return found.docs[0]
}

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await payload.create({
    collection: 'users',
    data: { email: `visits-editor-${run}@example.com`, password: 'editor-password-1', roles: ['editor'] },
    context: testContext,
  })
})

describe('counted visits in the database', () => {
  it('adds each batch to a redirect’s count and keeps its last time', async () => {
    const from = missing('promo')
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from, to: { type: 'custom', url: '/products' } },
      context: testContext,
    })
    await storeVisits(payload, {
      redirects: [{ from, count: 3, last: '2026-11-28T10:00:00.000Z' }],
      notFound: [],
    })
    await storeVisits(payload, {
      redirects: [{ from, count: 2, last: '2026-11-28T11:30:00.000Z' }],
      notFound: [],
    })
    const stored = await payload.findByID({ collection: 'redirects', id: redirect.id })
    expect(stored.hits).toBe(5)
    expect(stored.lastHit).toBe('2026-11-28T11:30:00.000Z')
  })

  it('logs a missing address once, counting on, with its latest referrer, and not one that has a redirect', async () => {
    const path = missing('old-offer')
    await storeVisits(payload, {
      redirects: [],
      notFound: [{ path, count: 2, last: '2026-11-28T10:00:00.000Z', referrerHost: 'news.example' }],
    })
    await storeVisits(payload, {
      redirects: [],
      notFound: [
        { path, count: 1, last: '2026-11-28T12:00:00.000Z', referrerHost: null },
        { path: missing('promo'), count: 1, last: '2026-11-28T12:00:00.000Z', referrerHost: null },
      ],
    })
    expect(await entry(path)).toMatchObject({
      count: 3,
      lastSeen: '2026-11-28T12:00:00.000Z',
      referrerHost: 'news.example',
    })
    expect(await entry(missing('promo'))).toBeUndefined()
  })
})

describe('the visits endpoint', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    visitsHandler(
      new Request('http://127.0.0.1/api/v1/visits', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
      undefined,
    )

  it('is not there for anyone without the server’s own token', async () => {
    const res = await post({ redirects: [], notFound: [] }, { [INTERNAL_REQUEST_HEADER]: 'guess' })
    expect(res.status).toBe(404)
  })

  it('answers 400 with field messages for a malformed batch from the server', async () => {
    process.env.SITE_LOOPBACK_REVALIDATE_TOKEN ??= 'visits-test-token'
    const token = process.env.SITE_LOOPBACK_REVALIDATE_TOKEN
    const res = await post(
      { redirects: [{ from: 'no-slash', count: 0 }] },
      { [INTERNAL_REQUEST_HEADER]: token },
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as { fields: Record<string, string> }
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['redirects.0.from', 'notFound']))
    const ok = await post(
      {
        redirects: [],
        notFound: [
          { path: missing('posted'), count: 1, last: '2026-11-28T12:00:00.000Z', referrerHost: null },
        ],
      },
      { [INTERNAL_REQUEST_HEADER]: token },
    )
    expect(ok.status).toBe(200)
    expect(await entry(missing('posted'))).toMatchObject({ count: 1 })
  })
})

describe('the 404 log (staff only, written by the servers)', () => {
  it('is read and cleared by staff, never written by hand, and not read by visitors', async () => {
    await expect(
      payload.find({ collection: NOT_FOUND_ADDRESSES, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.create({
        collection: NOT_FOUND_ADDRESSES,
        data: { path: missing('by-hand'), count: 1 },
        overrideAccess: false,
        user: editor,
        context: testContext,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    const seen = await entry(missing('old-offer'))
    await expect(
      payload.update({
        collection: NOT_FOUND_ADDRESSES,
        id: seen!.id,
        data: { count: 0 },
        overrideAccess: false,
        user: editor,
        context: testContext,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    const asStaff = await payload.find({
      collection: NOT_FOUND_ADDRESSES,
      where: { path: { equals: missing('old-offer') } },
      overrideAccess: false,
      user: editor,
    })
    expect(asStaff.docs).toHaveLength(1)
    await payload.delete({
      collection: NOT_FOUND_ADDRESSES,
      id: seen!.id,
      overrideAccess: false,
      user: editor,
    })
    expect(await entry(missing('old-offer'))).toBeUndefined()
  })
})

describe('the size of the 404 log', () => {
  it('keeps its most recently asked addresses and lets the oldest go', async () => {
    const at = (minute: number) => `2099-01-01T00:0${minute}:00.000Z`
    await storeVisits(
      payload,
      {
        redirects: [],
        notFound: [1, 2, 3].map((n) => ({
          path: missing(`probe-${n}`),
          count: 1,
          last: at(n),
          referrerHost: null,
        })),
      },
      { maxNotFoundRows: 2 },
    )
    const kept = await payload.find({ collection: NOT_FOUND_ADDRESSES, limit: 10, depth: 0 })
    expect(kept.docs.map((d) => d.path).sort()).toEqual([missing('probe-2'), missing('probe-3')])
    await payload.delete({
      collection: NOT_FOUND_ADDRESSES,
      where: { path: { like: missing('') } },
      context: testContext,
    })
  })
})
