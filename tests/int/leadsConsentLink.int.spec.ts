import { type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { LINK_RULE_MESSAGE } from '@/domain/url'
import { createLeadHandler } from '@/lib/leads/handlers'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'
import { formPost, serviceLead, testFormDeps } from '../fixtures/smtpLeads'

/** The page a lead's consent was given on is a stored address: it passes the one link rule on every save. */
let payload: Payload
let session: Record<string, string>
const post = createLeadHandler(testFormDeps())

const storedLead = async () => {
  const res = await post(formPost('/api/v1/leads', serviceLead()), undefined)
  return ((await res.json()) as { id: string }).id
}

beforeAll(async () => {
  payload = await getTestPayload()
  const email = `consent-link-${Date.now()}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: 'consent-link-password', roles: ['admin'] },
    context: testContext,
  })
  session = browserSession(await signInCookie(email, 'consent-link-password', '203.0.113.79'))
})

describe('a lead’s consent page address', () => {
  it('cannot be changed to a script address through the REST API', async () => {
    const id = await storedLead()
    const res = await rest(`/api/leads/${id}`, {
      method: 'PATCH',
      headers: session,
      body: { consent: { pageUrl: 'JaVaScRiPt:alert(document.cookie)' } },
    })
    expect(res.status).toBe(400)
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0 })
    expect(lead.consent?.pageUrl).toBe('https://www.example.com/find-your-dealer/')
  })

  it('is refused with the link rule’s message on any save', async () => {
    const id = await storedLead()
    try {
      await payload.update({
        collection: 'leads',
        id,
        data: { consent: { pageUrl: 'java\nscript:alert(1)' } },
        context: testContext,
      })
      throw new Error('saved')
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).data.errors).toMatchObject([
        { path: 'consent.pageUrl', message: LINK_RULE_MESSAGE },
      ])
    }
  })
})
