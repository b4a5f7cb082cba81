import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createLeadHandler, createNewsletterHandler } from '@/lib/leads/handlers'

import { getTestPayload } from '../fixtures/payload'
import { createMailDealer, dealerLead, formPost, testFormDeps } from '../fixtures/smtpLeads'

/**
 * The spam trap (the hidden `website` field) must not be detectable from outside: a trapped submission gets
 * an id from the same sequence as a stored one and the same Idempotency-Key behaviour, and is kept flagged
 * as spam, never delivered.
 */
const COMPANY = 977001
const TRAP = { website: 'http://spam.example' }

let payload: Payload
const commits: number[] = []
const leads = createLeadHandler(testFormDeps(() => commits.push(1)))
const newsletter = createNewsletterHandler(testFormDeps())

const sendLead = (body: unknown, key?: string) => leads(formPost('/api/v1/leads', body, { key }), undefined)
const sendSignup = (body: unknown, key?: string) =>
  newsletter(formPost('/api/v1/newsletter', body, { key }), undefined)
const signup = (email: string, over: Record<string, unknown> = {}) => ({
  kind: 'MARKETO',
  brandCode: 'ALD',
  sourceTag: 'ALDWEB',
  email,
  ...over,
})
const idOf = async (res: Response) => Number(((await res.json()) as { id: string }).id)

beforeAll(async () => {
  payload = await getTestPayload()
  await createMailDealer(payload, COMPANY, 'dealer-977001@example.com')
})

describe('a trapped lead', () => {
  it('gets the next id of the same sequence as the leads around it', async () => {
    const before = await sendLead(dealerLead(COMPANY))
    const trapped = await sendLead(dealerLead(COMPANY, TRAP))
    const after = await sendLead(dealerLead(COMPANY))
    expect([before.status, trapped.status, after.status]).toEqual([201, 201, 201])
    const [a, t, b] = [await idOf(before), await idOf(trapped), await idOf(after)]
    expect(t).toBe(a + 1)
    expect(b).toBe(t + 1)
  })

  it('replays its first answer for the same key, and answers 422 for another body, like a stored lead', async () => {
    const key = 'trap-replay-key-0001'
    const first = await sendLead(dealerLead(COMPANY, TRAP), key)
    const again = await sendLead(dealerLead(COMPANY, TRAP), key)
    const other = await sendLead(dealerLead(COMPANY, { ...TRAP, city: 'Troy' }), key)
    expect([first.status, again.status, other.status]).toEqual([201, 201, 422])
    expect(await again.json()).toEqual(await first.json())
    expect(await other.json()).toEqual({
      error: 'This Idempotency-Key was already used for a different request.',
    })
  })

  it('is refused with the same field messages as a real lead', async () => {
    const real = await sendLead(dealerLead(979998, { brandCode: 'XYZ' }))
    const trapped = await sendLead(dealerLead(979998, { brandCode: 'XYZ', ...TRAP }))
    expect([real.status, trapped.status]).toEqual([400, 400])
    expect(await trapped.json()).toEqual(await real.json())
  })

  it('is kept flagged as spam, with no delivery queued and no delivery run started', async () => {
    commits.length = 0
    const res = await sendLead(dealerLead(COMPANY, TRAP))
    const id = await idOf(res)
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0 })
    expect(lead).toMatchObject({ kind: 'CONTACT_DEALER', companyId: COMPANY, deliveryState: 'spam' })
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.leadId': { equals: String(id) } },
    })
    expect(jobs.docs).toEqual([])
    expect(commits).toEqual([])
  })
})

describe('a trapped newsletter sign-up', () => {
  it('gets the next id of the same sequence and the same Idempotency-Key behaviour', async () => {
    const before = await sendSignup(signup('first-reader@example.com'))
    const key = 'trap-signup-key-0001'
    const trapped = await sendSignup(signup('bot@example.com', TRAP), key)
    const again = await sendSignup(signup('bot@example.com', TRAP), key)
    const other = await sendSignup(signup('other-bot@example.com', TRAP), key)
    const after = await sendSignup(signup('second-reader@example.com'))
    expect([before, trapped, again, other, after].map((r) => r.status)).toEqual([201, 201, 201, 422, 201])
    const [a, t, r, b] = [await idOf(before), await idOf(trapped), await idOf(again), await idOf(after)]
    expect(t).toBe(a + 1)
    expect(r).toBe(t)
    expect(b).toBe(t + 1)
  })

  it('is kept flagged as spam', async () => {
    const id = await idOf(await sendSignup(signup('another-bot@example.com', TRAP)))
    const row = await payload.findByID({ collection: 'newsletter-signups', id, depth: 0 })
    expect(row).toMatchObject({ email: 'another-bot@example.com', spam: true })
    const real = await idOf(await sendSignup(signup('third-reader@example.com')))
    expect(await payload.findByID({ collection: 'newsletter-signups', id: real, depth: 0 })).toMatchObject({
      spam: false,
    })
  })
})
