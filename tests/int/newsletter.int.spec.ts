import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { clearOldLeads } from '@/cms/jobs/clearOldLeads'
import { createLeadHandler, createNewsletterHandler } from '@/lib/leads/handlers'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'
import { createMailDealer, dealerLead, formPost, testFormDeps } from '../fixtures/smtpLeads'

const COMPANY = 974001
const signup = (email: string) => ({ kind: 'MARKETO', brandCode: 'ALD', sourceTag: 'ALDWEB', email })
const newsletter = createNewsletterHandler(testFormDeps())
const leads = createLeadHandler(testFormDeps())
let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await getTestPayload()
  await createMailDealer(payload, COMPANY, 'dealer-974001@example.com')
  const email = `leads-staff-${Date.now()}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: 'leads-staff-password', roles: ['admin'] },
    context: testContext,
  })
  cookie = await signInCookie(email, 'leads-staff-password')
})

describe('POST /api/v1/newsletter', () => {
  it('stores a sign-up once per key and answers 201', async () => {
    const key = 'newsletter-key-01'
    const first = await newsletter(
      formPost('/api/v1/newsletter', signup('Reader@Example.com'), { key }),
      undefined,
    )
    const again = await newsletter(
      formPost('/api/v1/newsletter', signup('Reader@Example.com'), { key }),
      undefined,
    )
    expect([first.status, again.status]).toEqual([201, 201])
    expect(await again.json()).toEqual(await first.json())
    const rows = await payload.find({
      collection: 'newsletter-signups',
      where: { email: { equals: 'reader@example.com' } },
    })
    expect(rows.docs).toHaveLength(1)
    const other = await newsletter(
      formPost('/api/v1/newsletter', signup('other@example.com'), { key }),
      undefined,
    )
    expect(other.status).toBe(422)
  })
})

describe('staff', () => {
  it('read leads through REST when signed in', async () => {
    const res = await rest('/api/leads?limit=1', { headers: browserSession(cookie) })
    expect(res.status).toBe(200)
  })

  it('erase every lead and sign-up of one address in one action', async () => {
    const email = 'erase-me@example.com'
    await leads(formPost('/api/v1/leads', dealerLead(COMPANY, { email })), undefined)
    await leads(formPost('/api/v1/leads', dealerLead(COMPANY, { email: 'Erase-Me@example.com' })), undefined)
    await newsletter(formPost('/api/v1/newsletter', signup(email)), undefined)
    const kept = await leads(
      formPost('/api/v1/leads', dealerLead(COMPANY, { email: 'keep@example.com' })),
      undefined,
    )

    expect((await rest('/api/leads/erase', { method: 'POST', body: { email } })).status).toBe(403)
    const res = await rest('/api/leads/erase', {
      method: 'POST',
      body: { email: ' ERASE-ME@example.com ' },
      headers: browserSession(cookie),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ erased: { leads: 2, newsletterSignups: 1 } })
    const left = await payload.find({ collection: 'leads', where: { email: { equals: email } } })
    expect(left.docs).toHaveLength(0)
    const keptId = ((await kept.json()) as { id: string }).id
    expect((await payload.findByID({ collection: 'leads', id: keptId })).email).toBe('keep@example.com')
  })

  it('the retention job clears personal fields of leads older than the retention only', async () => {
    const res = await leads(
      formPost('/api/v1/leads', dealerLead(COMPANY, { lastName: 'Retained' })),
      undefined,
    )
    const id = ((await res.json()) as { id: string }).id
    const created = Date.parse((await payload.findByID({ collection: 'leads', id })).createdAt)
    // 730 days later the lead is not yet older than the retention; a day after it is.
    await clearOldLeads(payload, new Date(created + 730 * 86_400_000 - 60_000), 730)
    expect((await payload.findByID({ collection: 'leads', id })).lastName).toBe('Retained')
    await clearOldLeads(payload, new Date(created + 731 * 86_400_000), 730)
    const cleared = await payload.findByID({ collection: 'leads', id })
    expect(cleared).toMatchObject({
      kind: 'CONTACT_DEALER',
      companyId: COMPANY,
      lastName: null,
      email: null,
      phone: null,
    })
    expect(cleared.personalDataClearedAt).toBeTruthy()
  })
})
