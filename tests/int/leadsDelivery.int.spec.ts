import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { claimLeadJobs, runLeadJobs, runLeadJobsSoon, STALE_JOB_MS } from '@/cms/jobs/leadJobs'
import { createLeadHandler } from '@/lib/leads/handlers'

import { getTestPayload } from '../fixtures/payload'
import { createMailDealer, dealerLead, formPost, serviceLead, testFormDeps } from '../fixtures/smtpLeads'
import { TestSmtpServer } from '../fixtures/smtpServer'

// Payload reads SMTP_URL when its config loads: point it at the test server before anything imports it.
const port = vi.hoisted(() => {
  const chosen = 20_000 + Math.floor(Math.random() * 20_000)
  process.env.SMTP_URL = `smtp://127.0.0.1:${chosen}`
  return chosen
})

const COMPANY = 972001
const DEALER_EMAIL = 'dealer-972001@example.com'
const smtp = new TestSmtpServer(port)
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await createMailDealer(payload, COMPANY, DEALER_EMAIL)
  await smtp.start()
})
afterAll(async () => {
  await smtp.stop()
  delete process.env.SMTP_URL
})
afterEach(() => vi.useRealTimers())

const runQueue = () => payload.jobs.run({ queue: 'leads', limit: 50, silent: true })
const submit = async (body: unknown, afterCommit?: (p: Payload) => void) => {
  const res = await createLeadHandler(testFormDeps(afterCommit))(formPost('/api/v1/leads', body), undefined)
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}
const lead = (id: string) => payload.findByID({ collection: 'leads', id, depth: 0 })
/** The message of one lead (by the last name in its subject), as it arrives: other leads may go first. */
async function mailFor(lastName: string, since: number) {
  for (let i = since; ; i++) {
    const mail = await smtp.next(i)
    if (mail.raw.includes(`(Ada ${lastName})`)) return mail
  }
}
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim()

describe('lead delivery by e-mail', () => {
  it('e-mails the dealer a branded summary with a reply-to of the homeowner', async () => {
    const since = smtp.received.length
    const id = await submit(dealerLead(COMPANY, { lastName: 'Delivered', comments: 'Side door, please' }))
    await runQueue()
    const mail = await mailFor('Delivered', since)
    expect(mail.to).toEqual([DEALER_EMAIL])
    expect(header(mail.raw, 'Reply-To')).toBe('ada@example.com')
    expect(header(mail.raw, 'Subject')).toBe(
      'Alderline: a homeowner asks you to contact them (Ada Delivered)',
    )
    expect(mail.raw).toContain('Address: 12 Main St, Albany, New York 12207')
    expect(mail.raw).toContain('Comments: Side door, please')
    expect(await lead(id)).toMatchObject({ deliveryState: 'sent', deliveryAttempts: 1, deliveryError: null })
    // One Message-ID per lead, in the sender's domain, the same on any attempt.
    expect(header(mail.raw, 'Message-ID')).toMatch(new RegExp(`^<lead-${id}@[^@<>\\s]+>$`))
  })

  it('sends a customer-service request to customer service', async () => {
    const since = smtp.received.length
    await submit(serviceLead({ lastName: 'Service' }))
    await runQueue()
    expect((await mailFor('Service', since)).to).toEqual(['customer-service@localhost'])
  })

  it('stores and e-mails the home form’s request to customer service when no dealer is near the zip', async () => {
    const since = smtp.received.length
    const id = await submit(
      serviceLead({
        audience: undefined,
        form: 'home',
        topic: 'pricing',
        lastName: 'Homeowner',
        zip: '96910',
      }),
    )
    expect(await lead(id)).toMatchObject({
      kind: 'CUSTOMER_SERVICE',
      audience: null,
      companyId: null,
      topic: 'pricing',
    })
    await runQueue()
    const mail = await mailFor('Homeowner', since)
    expect(mail.to).toEqual(['customer-service@localhost'])
    expect(mail.raw).toContain('Who: Homeowner (no dealer near their zip)')
    expect(await lead(id)).toMatchObject({ deliveryState: 'sent' })
  })

  it('goes out right after the commit, without waiting for the cron', async () => {
    const since = smtp.received.length
    const id = await submit(dealerLead(COMPANY, { lastName: 'Promptly' }), runLeadJobsSoon)
    const mail = await mailFor('Promptly', since)
    expect(mail.to).toEqual([DEALER_EMAIL])
    await expect.poll(async () => (await lead(id)).deliveryState).toBe('sent')
  })

  it('sends once when two runners start the same job', async () => {
    const since = smtp.received.length
    const id = await submit(dealerLead(COMPANY, { lastName: 'Twice' }))
    await Promise.all([runQueue(), runQueue(), runQueue()])
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 60 * 60_000)
    await runQueue()
    const forLead = smtp.received.slice(since).filter((m) => m.raw.includes('(Ada Twice)'))
    expect(forLead).toHaveLength(1)
    expect((await lead(id)).deliveryState).toBe('sent')
  })

  it('gives each due job to exactly one of several runners claiming at once, and each lead goes out once', async () => {
    const since = smtp.received.length
    const names = ['Claim1', 'Claim2', 'Claim3', 'Claim4', 'Claim5', 'Claim6']
    for (const name of names) await submit(dealerLead(COMPANY, { lastName: name }))
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimLeadJobs(payload, 50)))
    const claimed = claims.flat()
    expect(new Set(claimed).size, 'no job claimed twice').toBe(claimed.length)
    expect(claimed.length).toBeGreaterThanOrEqual(names.length)
    expect(await claimLeadJobs(payload, 50), 'nothing left to claim').toEqual([])
    await Promise.all(
      claims.map((ids) => Promise.all(ids.map((id) => payload.jobs.runByID({ id, silent: true })))),
    )
    for (const name of names)
      expect(smtp.received.slice(since).filter((m) => m.raw.includes(`(Ada ${name})`))).toHaveLength(1)
  })

  it('takes again a job whose runner died with it, once it is stale, and sends its lead once', async () => {
    const since = smtp.received.length
    const id = await submit(dealerLead(COMPANY, { lastName: 'Orphan' }))
    const [taken] = await claimLeadJobs(payload, 50)
    expect(taken).toBeDefined()
    // The runner that took it is gone: nobody else may take it while it is fresh…
    expect(await claimLeadJobs(payload, 50)).toEqual([])
    expect(await claimLeadJobs(payload, 50, new Date(Date.now() + STALE_JOB_MS - 5_000))).toEqual([])
    // …and once it is stale the next runner does.
    expect(await claimLeadJobs(payload, 50, new Date(Date.now() + STALE_JOB_MS + 1_000))).toEqual([taken])
    await payload.jobs.runByID({ id: taken!, silent: true })
    await expect.poll(async () => (await lead(id)).deliveryState).toBe('sent')
    expect(await runLeadJobs(payload)).toBe(0)
    expect(smtp.received.slice(since).filter((m) => m.raw.includes('(Ada Orphan)'))).toHaveLength(1)
  })

  it('retries with backoff while the mail server is down, and the e-mail arrives once when it is back', async () => {
    await smtp.stop()
    const id = await submit(dealerLead(COMPANY, { lastName: 'Patient' }))
    await runQueue()
    expect(await lead(id)).toMatchObject({ deliveryState: 'retrying', deliveryAttempts: 1 })
    expect((await lead(id)).deliveryError).toMatch(/ECONNREFUSED|connect/i)
    await smtp.start()
    const since = smtp.received.length
    // The retry waits for its backoff: running the queue at once sends nothing.
    await runQueue()
    expect(smtp.received.length).toBe(since)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10 * 60_000)
    await runQueue()
    await runQueue()
    const forLead = smtp.received.slice(since).filter((m) => m.raw.includes('(Ada Patient)'))
    expect(forLead).toHaveLength(1)
    expect(await lead(id)).toMatchObject({ deliveryState: 'sent', deliveryAttempts: 2, deliveryError: null })
  })
})
