import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createLeadHandler, createNewsletterHandler } from '@/lib/leads/handlers'

import { getTestPayload } from '../fixtures/payload'
import { createMailDealer, dealerLead, formPost, testFormDeps } from '../fixtures/smtpLeads'

const COMPANY = 973101
const leads = createLeadHandler(testFormDeps())
const newsletter = createNewsletterHandler(testFormDeps())
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await createMailDealer(payload, COMPANY, 'dealer-973101@example.com')
})

const fieldsOf = async (res: Response) => {
  expect(res.status).toBe(400)
  const body = (await res.json()) as { error: string; fields: Record<string, string> }
  expect(body.error).toBe('Invalid request')
  return body.fields
}

describe('the lead endpoints answer in the language a body names', () => {
  it('names a lead’s fields in Spanish, in the words of the form that sent it', async () => {
    const body = dealerLead(COMPANY, { locale: 'es', form: 'modal', firstName: 'A', zip: '123' })
    const fields = await fieldsOf(await leads(formPost('/api/v1/leads', body), undefined))
    expect(fields.firstName).toBe('Escriba al menos 2 caracteres')
    expect(fields.zip).toBe('Escriba un código postal (ZIP) válido')
  })

  it('names the newsletter’s e-mail in Quebec French', async () => {
    const body = {
      kind: 'MARKETO',
      brandCode: 'ALD',
      sourceTag: 'ALDWEB',
      email: 'ana.example.com',
      locale: 'fr-CA',
    }
    const fields = await fieldsOf(await newsletter(formPost('/api/v1/newsletter', body), undefined))
    expect(fields.email).toBe('Veuillez entrer une adresse courriel avec un @ et un nom de domaine')
  })

  it('answers in English without a locale, or with one the site does not speak', async () => {
    for (const locale of [undefined, 'de']) {
      const body = dealerLead(COMPANY, { firstName: 'A', ...(locale ? { locale } : {}) })
      const fields = await fieldsOf(await leads(formPost('/api/v1/leads', body), undefined))
      expect(fields.firstName).toBe('First name must be at least 2 characters')
    }
  })

  it('records the language of the page a lead came from (English without one the site speaks)', async () => {
    const stored = async (extra: Record<string, unknown>) => {
      const res = await leads(formPost('/api/v1/leads', dealerLead(COMPANY, extra)), undefined)
      expect(res.status).toBe(201)
      const { id } = (await res.json()) as { id: number }
      return (await payload.findByID({ collection: 'leads', id, depth: 0 })).language
    }
    expect(await stored({ locale: 'fr-CA' })).toBe('fr-CA')
    expect(await stored({ locale: 'es' })).toBe('es')
    expect(await stored({})).toBe('en')
    expect(await stored({ locale: 'de' })).toBe('en')
  })
})
