import { Forbidden, type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { RebateProgram, User } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

let payload: Payload
let editor: User
let cookie: string
const stamp = Date.now()

const valid = (over: Partial<RebateProgram> = {}) => ({
  name: `Test: Access ${stamp}`,
  amountLabel: 'Up to $400',
  amount: 400,
  homeURL: 'https://example.com/access',
  productCategory: 'heat-pumps' as const,
  region: { country: 'US' as const, states: ['OR' as const] },
  startDate: '2024-01-01T12:00:00.000Z',
  ...over,
})

beforeAll(async () => {
  payload = await getTestPayload()
  const email = `rebates-editor-${stamp}@example.com`
  editor = await payload.create({
    collection: 'users',
    data: { email, password: 'rebates-editor-password', roles: ['editor'] },
    context: testContext,
  })
  cookie = await signInCookie(email, 'rebates-editor-password')
})

describe('rebate programs through the Local API', () => {
  it('are neither read nor written by visitors', async () => {
    await expect(payload.find({ collection: 'rebate-programs', overrideAccess: false })).rejects.toThrow(
      Forbidden,
    )
    await expect(
      payload.create({
        collection: 'rebate-programs',
        data: valid(),
        overrideAccess: false,
        context: testContext,
      }),
    ).rejects.toThrow(Forbidden)
  })

  it('are created, read, changed and deleted by staff', async () => {
    const as = { overrideAccess: false, user: editor, context: testContext } as const
    const created = await payload.create({ collection: 'rebate-programs', data: valid(), ...as })
    expect(created.region.zipPrefixes ?? []).toEqual([])
    const found = await payload.find({
      collection: 'rebate-programs',
      where: { id: { equals: created.id } },
      ...as,
    })
    expect(found.docs.map((d) => d.name)).toEqual([created.name])
    const changed = await payload.update({
      collection: 'rebate-programs',
      id: created.id,
      data: { amount: 450 },
      ...as,
    })
    expect(changed.amount).toBe(450)
    await payload.delete({ collection: 'rebate-programs', id: created.id, ...as })
    expect(
      (await payload.count({ collection: 'rebate-programs', where: { id: { equals: created.id } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('store zip prefixes upper-case and refuse what would never match', async () => {
    const ca = await payload.create({
      collection: 'rebate-programs',
      context: testContext,
      data: valid({ region: { country: 'CA', states: ['ON'], zipPrefixes: [' k1a ', 'M'] } }),
    })
    expect(ca.region.zipPrefixes).toEqual(['K1A', 'M'])
    await payload.delete({ collection: 'rebate-programs', id: ca.id, context: testContext })

    const refused: [Partial<RebateProgram>, string, string][] = [
      [
        { homeURL: 'javascript:alert(1)' },
        'homeURL',
        'Enter the full https:// address of the program’s own page, or a path of this site',
      ],
      [
        { region: { country: 'US', zipPrefixes: ['K1A'] } },
        'region.zipPrefixes',
        'Not a prefix of the chosen country',
      ],
      [
        { region: { country: 'US', states: ['ON'] } },
        'region.states',
        'Not a state or province of the chosen country: ON',
      ],
      [{ endDate: '2023-12-31T12:00:00.000Z' }, 'endDate', 'The end date must not be before the start date.'],
    ]
    for (const [over, path, message] of refused) {
      const create = payload.create({
        collection: 'rebate-programs',
        data: valid(over),
        context: testContext,
      })
      await expect(create, path).rejects.toThrow(ValidationError)
      await expect(create, path).rejects.toMatchObject({
        data: { errors: [{ path, message: expect.stringContaining(message) }] },
      })
    }
  })
})

describe('rebate programs through Payload’s REST API', () => {
  it('refuse visitors and serve staff', async () => {
    expect((await rest('/api/rebate-programs?limit=0')).status).toBe(403)
    expect((await rest('/api/rebate-programs', { method: 'POST', body: valid() })).status).toBe(403)
    const staff = await rest('/api/rebate-programs?limit=1', { headers: browserSession(cookie) })
    expect(staff.status).toBe(200)
  })
})
