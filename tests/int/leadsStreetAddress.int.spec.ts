import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createLeadHandler } from '@/lib/leads/handlers'

import { getTestPayload } from '../fixtures/payload'
import { createMailDealer, dealerLead, formPost, testFormDeps } from '../fixtures/smtpLeads'

const COMPANY = 978101
let payload: Payload
const post = createLeadHandler(testFormDeps())
const send = (body: unknown) => post(formPost('/api/v1/leads', body), undefined)

beforeAll(async () => {
  payload = await getTestPayload()
  await createMailDealer(payload, COMPANY, 'dealer-978101@example.com')
})

/** The endpoint parses with the forms' own schema, so what the form lets through the server stores too. */
describe('POST /api/v1/leads: the street address', () => {
  it.each(['123 Main St, Apt 4', '12B Main St', "5/7 O'Neil Rd", '5/7 O’Neil Rd', '100 King St W #1200'])(
    'stores %j as typed',
    async (street) => {
      const res = await send(dealerLead(COMPANY, { addressLine1: street }))
      expect(res.status).toBe(201)
      const { id } = (await res.json()) as { id: string }
      const lead = await payload.findByID({ collection: 'leads', id, depth: 0 })
      expect(lead.addressLine1).toBe(street)
    },
  )

  it.each([
    ['dealer', 'Street address must be valid'],
    ['home', 'Enter a valid street address'],
  ])('refuses a street without a house number in the %s form’s words', async (form, message) => {
    for (const street of ['Main St', '123', '123 ###']) {
      const res = await send(dealerLead(COMPANY, { form, addressLine1: street }))
      expect(res.status, street).toBe(400)
      expect(((await res.json()) as { fields: Record<string, string> }).fields, street).toEqual({
        addressLine1: message,
      })
    }
  })
})
