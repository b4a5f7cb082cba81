import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createLeadHandler } from '@/lib/leads/handlers'

import { getTestPayload } from '../fixtures/payload'
import { rest } from '../fixtures/rest'
import { createMailDealer, dealerLead, formPost, serviceLead, testFormDeps } from '../fixtures/smtpLeads'

const COMPANY = 971001
let payload: Payload
const commits: number[] = []
const post = createLeadHandler(testFormDeps(() => commits.push(1)))
const send = (body: unknown, init?: Parameters<typeof formPost>[2]) =>
  post(formPost('/api/v1/leads', body, init), undefined)

const leadsWithKey = async (key: string) =>
  (
    await payload.find({
      collection: 'leads',
      where: { idempotencyKey: { equals: key } },
      showHiddenFields: true,
    })
  ).docs

beforeAll(async () => {
  payload = await getTestPayload()
  await createMailDealer(payload, COMPANY, 'dealer-971001@example.com')
})

describe('POST /api/v1/leads', () => {
  it('stores a dealer lead with its consent and queued delivery, and answers 201 { id }', async () => {
    const res = await send(dealerLead(COMPANY, { topic: 'pricing', profile: { mtaAid: 'a1' } }))
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { id } = (await res.json()) as { id: string }
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0 })
    expect(lead).toMatchObject({
      kind: 'CONTACT_DEALER',
      companyId: COMPANY,
      email: 'ada@example.com',
      topic: 'pricing',
      deliveryState: 'queued',
      consent: { pageUrl: 'https://www.example.com/find-your-dealer/' },
      profile: { mtaAid: 'a1' },
    })
    expect(lead.consent?.text).toContain('consent to being contacted by a local dealer')
    expect(Date.now() - Date.parse(lead.consent?.at ?? '')).toBeLessThan(60_000)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { 'input.leadId': { equals: id } } })
    expect(jobs.docs.map((j) => j.taskSlug)).toEqual(['deliverLead'])
  })

  it('replays the first answer for the same key and body, and stores one lead', async () => {
    const key = 'replay-key-0001'
    const first = await send(dealerLead(COMPANY), { key })
    const again = await send({ ...dealerLead(COMPANY) }, { key: `"${key}"` })
    expect([first.status, again.status]).toEqual([201, 201])
    expect(await again.json()).toEqual(await first.json())
    expect(await leadsWithKey(key)).toHaveLength(1)
  })

  it('answers 422 for the same key with another body', async () => {
    const key = 'reused-key-0001'
    expect((await send(dealerLead(COMPANY), { key })).status).toBe(201)
    const res = await send(dealerLead(COMPANY, { city: 'Troy' }), { key })
    expect(res.status).toBe(422)
    expect(await leadsWithKey(key)).toHaveLength(1)
  })

  it('stores one lead when the same submission races itself', async () => {
    const key = 'race-key-00000001'
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(dealerLead(COMPANY), { key })))
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201))
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id)))
    expect(ids.size).toBe(1)
    expect(await leadsWithKey(key)).toHaveLength(1)
  })

  it('needs a well-formed Idempotency-Key', async () => {
    for (const key of [null, 'short', 'with spaces in it']) {
      const res = await send(dealerLead(COMPANY), { key })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ fields: { root: expect.stringContaining('Idempotency-Key') } })
    }
  })

  it('refuses an unknown dealer, brand code or source tag by field', async () => {
    const res = await send(dealerLead(979999, { brandCode: 'XYZ', sourceTag: 'OTHER' }))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Invalid request',
      fields: {
        companyId: 'This dealer is not available; choose another dealer',
        brandCode: 'Unknown brand code',
        sourceTag: 'Unknown source tag',
      },
    })
  })

  it('answers a filled honeypot like a success and keeps the lead flagged as spam', async () => {
    const key = 'honeypot-key-0001'
    const res = await send(dealerLead(COMPANY, { website: 'http://spam.example' }), { key })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    expect(await leadsWithKey(key)).toMatchObject([{ id: Number(id), deliveryState: 'spam' }])
  })

  it('refuses a cross-site post', async () => {
    const res = await send(dealerLead(COMPANY), { headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
  })

  it('takes a customer-service request without a dealer, and speaks the modal form’s words', async () => {
    expect((await send(serviceLead())).status).toBe(201)
    const res = await send(serviceLead({ form: 'modal', firstName: '', audience: 'homeowner' }))
    expect(await res.json()).toEqual({
      error: 'Invalid request',
      fields: { firstName: 'Enter your first name', audience: 'Choose who we are helping' },
    })
  })

  it('runs the delivery queue after each commit, not after a replay or a refusal', async () => {
    commits.length = 0
    const key = 'commit-key-00001'
    await send(dealerLead(COMPANY), { key })
    await send(dealerLead(COMPANY), { key })
    await send(dealerLead(COMPANY, { zip: 'nope' }))
    expect(commits).toHaveLength(1)
  })
})

describe('who may read leads', () => {
  it('refuses anonymous REST reads and creates of leads and sign-ups', async () => {
    for (const path of ['/api/leads', '/api/newsletter-signups']) {
      expect((await rest(path)).status).toBe(403)
      expect((await rest(path, { method: 'POST', body: { email: 'a@b.co' } })).status).toBe(403)
    }
  })
  it('has no GraphQL endpoint to ask instead (GraphQL is disabled in this project)', async () => {
    const res = await rest('/api/graphql', {
      method: 'POST',
      body: { query: '{ Leads { docs { email } } }' },
    })
    expect([404, 405]).toContain(res.status)
  })
})
