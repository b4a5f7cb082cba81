import { describe, expect, it } from 'vitest'

import { renderLeadEmail } from './leadEmail'

const lead = {
  kind: 'CONTACT_DEALER' as const,
  firstName: 'Ada',
  lastName: '<Lovelace>',
  email: 'ada@example.com',
  phone: '555-123-4567',
  addressLine1: '12 Main St',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  topic: 'repair-system',
  comments: null,
  createdAt: '2026-05-01T12:00:00.000Z',
}

describe('lead e-mail', () => {
  it('summarises the request in text and HTML, with the brand and the recipient', () => {
    const mail = renderLeadEmail(lead, 'Alderline', 'Cool Air Co')
    expect(mail.subject).toBe('Alderline: a homeowner asks you to contact them (Ada <Lovelace>)')
    expect(mail.text).toContain('Hello Cool Air Co,')
    expect(mail.text).toContain('Address: 12 Main St, Albany, New York 12207')
    expect(mail.text).toContain('Topic: Repair system')
    expect(mail.text).not.toContain('Comments')
    expect(mail.html).toContain('&lt;Lovelace&gt;')
    expect(mail.html).not.toContain('<Lovelace>')
  })

  it('names a customer-service request without an audience as a homeowner’s with no dealer near', () => {
    const mail = renderLeadEmail({ ...lead, kind: 'CUSTOMER_SERVICE' }, 'Alderline', 'Customer service')
    expect(mail.text).toContain('Who: Homeowner (no dealer near their zip)')
    expect(
      renderLeadEmail({ ...lead, kind: 'CUSTOMER_SERVICE', audience: 'business' }, 'A', 'B').text,
    ).toContain('Who: Business')
    expect(renderLeadEmail(lead, 'A', 'B').text).not.toContain('Who:')
  })

  it('says which language the homeowner used the site in', () => {
    expect(renderLeadEmail(lead, 'A', 'B').text).toContain('Language: English')
    const spanish = renderLeadEmail({ ...lead, language: 'es' }, 'A', 'B')
    expect(spanish.text).toContain('Language: Spanish (the homeowner used the site in Spanish)')
    expect(spanish.html).toContain('Spanish (the homeowner used the site in Spanish)')
    expect(renderLeadEmail({ ...lead, language: 'fr-CA' }, 'A', 'B').text).toContain(
      'Language: French (Canada) (the homeowner used the site in French (Canada))',
    )
  })
})
