import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createLeadHandler, createNewsletterHandler } from '@/lib/leads/handlers'

import { getTestPayload } from '../fixtures/payload'
import { createMailDealer, dealerLead, formPost, testFormDeps } from '../fixtures/smtpLeads'

const COMPANY = 973001
const leads = createLeadHandler(testFormDeps())
const newsletter = createNewsletterHandler(testFormDeps())
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await createMailDealer(payload, COMPANY, 'dealer-973001@example.com')
})

const BAD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  true,
  [],
  ['x'],
  {},
  { a: { b: { c: [1] } } },
  '',
  'x'.repeat(3000),
]
const REQUIRED = [
  'kind',
  'brandCode',
  'sourceTag',
  'companyId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'city',
  'state',
  'zip',
  'consent',
]
const NESTED = ['consent.text', 'consent.pageUrl']
const OPTIONAL = ['comments', 'topic', 'profile', 'profile.mtaAid', 'form']

function withValue(path: string, value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = structuredClone(dealerLead(COMPANY))
  const [head, tail] = path.split('.') as [string, string | undefined]
  if (tail === undefined) body[head] = value
  else body[head] = { ...(body[head] as object), [tail]: value }
  return body
}
function without(path: string): Record<string, unknown> {
  const body = structuredClone(dealerLead(COMPANY)) as Record<string, unknown>
  delete body[path]
  return body
}

/** A seeded generator, so a failure names a case that runs the same way again. */
function seeded(seed: number) {
  let s = seed
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}

type Case = { name: string; body?: unknown; raw?: string; type?: string; field?: string }

function cases(): Case[] {
  const list: Case[] = []
  for (const field of [...REQUIRED, ...NESTED, ...OPTIONAL]) {
    for (const value of BAD_VALUES) {
      // An empty optional text is no value at all for these; it is valid.
      if (value === '' && (field === 'comments' || field === 'profile.mtaAid')) continue
      // Every profile id is optional: an empty profile is a valid one.
      if (field === 'profile' && JSON.stringify(value) === '{}') continue
      list.push({
        name: `${field}=${JSON.stringify(value).slice(0, 20)}`,
        body: withValue(field, value),
        field,
      })
    }
  }
  for (const field of REQUIRED) list.push({ name: `no ${field}`, body: without(field), field })
  for (const raw of [
    '',
    '{',
    '{"kind":',
    'null',
    '1',
    '"lead"',
    '[]',
    '[{}]',
    'true',
    '{"a":1}x',
    '\u0000',
  ]) {
    list.push({ name: `raw ${JSON.stringify(raw)}`, raw })
  }
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    '',
  ]) {
    list.push({ name: `type ${type}`, raw: JSON.stringify(dealerLead(COMPANY)), type })
  }
  const random = seeded(9)
  const fields = [...REQUIRED, ...NESTED]
  for (let i = 0; i < 80; i++) {
    let body: Record<string, unknown> = dealerLead(COMPANY)
    for (let n = 0; n < 3; n++) {
      const field = fields[Math.floor(random() * fields.length)]!
      const value = BAD_VALUES[Math.floor(random() * BAD_VALUES.length)]
      const [head, tail] = field.split('.') as [string, string | undefined]
      body = tail
        ? { ...body, [head]: { ...(body[head] as object), [tail]: value } }
        : { ...body, [head]: value }
    }
    list.push({ name: `mixed #${i}`, body })
  }
  return list
}

describe('malformed lead bodies', () => {
  const all = cases()
  it(`answers every one of ${all.length} with a 4xx and field messages, never a 5xx`, async () => {
    expect(all.length).toBeGreaterThan(250)
    const before = (await payload.count({ collection: 'leads' })).totalDocs
    for (const c of all) {
      const headers: Record<string, string> = c.type === undefined ? {} : { 'content-type': c.type }
      const req = formPost('/api/v1/leads', c.body, { raw: c.raw, headers })
      if (c.type === '') req.headers.delete('content-type')
      const res = await leads(req, undefined)
      const body = (await res.json()) as { fields?: Record<string, string> }
      expect([400, 413, 415], c.name).toContain(res.status)
      if (res.status === 400) expect(Object.keys(body.fields ?? {}).length, c.name).toBeGreaterThan(0)
      if (c.field) expect(Object.keys(body.fields ?? {}).join(' '), c.name).toContain(c.field.split('.')[0])
    }
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(before)
  }, 120_000)

  it('refuses a body over the size cap with 413', async () => {
    const res = await leads(
      formPost('/api/v1/leads', dealerLead(COMPANY, { comments: 'x'.repeat(40_000) })),
      undefined,
    )
    expect(res.status).toBe(413)
  })

  it('refuses malformed newsletter bodies by field', async () => {
    for (const email of [null, 1, '', 'a@b', 'x'.repeat(300), ['a@b.co']]) {
      const res = await newsletter(
        formPost('/api/v1/newsletter', { kind: 'MARKETO', brandCode: 'ALD', sourceTag: 'ALDWEB', email }),
        undefined,
      )
      expect(res.status).toBe(400)
      expect(((await res.json()) as { fields: Record<string, string> }).fields.email).toMatch(/^Please enter/)
    }
  })
})
