import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { CONSENT_TEXT } from './messages'
import {
  bookingFormSchema,
  dealerFormSchema,
  homeFormSchema,
  leadRequestSchema,
  leadRequestSchemaFor,
  modalFormSchema,
  newsletterFormSchema,
  newsletterRequestSchema,
} from './schemas'

const fields = (r: { error?: z.ZodError }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(555) 123-4567',
  addressLine1: '12 Main St',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
}

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  addressLine1: '',
  city: '',
  state: '',
  zip: '',
}

describe('form schemas speak the words of §5', () => {
  it('dealer form', () => {
    expect(fields(dealerFormSchema.safeParse(empty))).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter your email address',
      phone: 'Please enter your phone number',
      addressLine1: 'Street address is required',
      city: 'City is required',
      state: 'Please select an option.',
      zip: 'Please enter your zip/postal code',
    })
    const short = { ...contact, firstName: 'A', lastName: 'B', city: 'C', addressLine1: '  ' }
    expect(fields(dealerFormSchema.safeParse(short))).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      city: 'City must be at least 2 characters',
      addressLine1: 'Please enter your street address',
    })
    expect(fields(dealerFormSchema.safeParse({ ...contact, addressLine1: 'Main St' }))).toEqual({
      addressLine1: 'Street address must be valid',
    })
  })
  it('modal form', () => {
    expect(fields(modalFormSchema.safeParse(empty))).toMatchObject({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter an email address',
      addressLine1: 'Enter your street address',
      city: 'Enter your city',
      state: 'Select a state',
      zip: 'Enter your zip/postal code',
    })
    expect(fields(modalFormSchema.safeParse({ ...contact, email: 'ada@' }))).toEqual({
      email: 'Email must be valid',
    })
  })
  it('home form: every kind of bad email reads the same', () => {
    for (const email of ['', 'ada.example.com', 'ada@', 'ada@example', '@example.com']) {
      expect(fields(homeFormSchema.safeParse({ ...contact, email, topic: 'pricing' }))).toEqual({
        email: 'Please enter a valid email address',
      })
    }
    expect(fields(homeFormSchema.safeParse(contact))).toEqual({ topic: 'Choose what you need help with' })
  })
  it('newsletter form', () => {
    expect(fields(newsletterFormSchema.safeParse({ email: '' }))).toEqual({
      email: 'Please enter a valid email',
    })
    expect(fields(newsletterFormSchema.safeParse({ email: 'a@b' }))).toEqual({
      email: 'Please enter an email with a @ and a domain name',
    })
  })
})

describe('booking form', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())
  it('accepts a day within two weeks and a time of day', () => {
    const ok = { ...contact, topic: 'repair-system', preferredDate: '2026-05-02', window: 'morning' }
    expect(bookingFormSchema.safeParse(ok).success).toBe(true)
    expect(
      fields(bookingFormSchema.safeParse({ ...ok, preferredDate: '2026-05-30', window: 'night' })),
    ).toEqual({
      preferredDate: 'Choose a day from tomorrow to two weeks ahead',
      window: 'Choose a time of day',
    })
  })
})

describe('lead request', () => {
  const base = {
    ...contact,
    brandCode: 'ALD',
    sourceTag: 'web',
    consent: { text: CONSENT_TEXT, pageUrl: 'https://example.com/find-your-dealer' },
  }
  it('accepts each kind', () => {
    expect(leadRequestSchema.safeParse({ ...base, kind: 'CONTACT_DEALER', companyId: 7 }).success).toBe(true)
    expect(
      leadRequestSchema.safeParse({ ...base, kind: 'CUSTOMER_SERVICE', audience: 'business' }).success,
    ).toBe(true)
  })
  it('names the dealer, the kind and the consent when they are wrong', () => {
    expect(fields(leadRequestSchema.safeParse({ ...base, kind: 'CONTACT_DEALER', companyId: '7' }))).toEqual({
      companyId: 'Choose a dealer',
    })
    expect(fields(leadRequestSchema.safeParse({ ...base, kind: 'SPAM' }))).toEqual({
      kind: 'kind must be CONTACT_DEALER, BOOKING or CUSTOMER_SERVICE',
    })
    const noConsent = {
      ...base,
      kind: 'CONTACT_DEALER',
      companyId: 7,
      consent: { text: 'x', pageUrl: 'javascript:1' },
    }
    expect(fields(leadRequestSchema.safeParse(noConsent))).toEqual({
      'consent.pageUrl': 'The page address must be a site path or an http(s) address',
    })
  })
  it('answers in the words of the form that sent it', () => {
    const r = leadRequestSchemaFor('modal').safeParse({
      ...base,
      firstName: '',
      kind: 'CUSTOMER_SERVICE',
      audience: 'dealer',
    })
    expect(fields(r)).toEqual({ firstName: 'Enter your first name' })
  })
  it('takes the home form’s customer-service request without an audience: a homeowner’s, no dealer near', () => {
    const homeowner = { ...base, kind: 'CUSTOMER_SERVICE', form: 'home' }
    const parsed = leadRequestSchemaFor('home').safeParse(homeowner)
    expect(parsed.success).toBe(true)
    expect(parsed.data).not.toHaveProperty('audience')
    expect(fields(leadRequestSchemaFor('modal').safeParse({ ...homeowner, form: 'modal' }))).toEqual({
      audience: 'Choose who we are helping',
    })
    expect(fields(leadRequestSchema.safeParse({ ...base, kind: 'CUSTOMER_SERVICE' }))).toEqual({
      audience: 'Choose who we are helping',
    })
  })
  it('newsletter request needs kind MARKETO', () => {
    const nl = { email: 'a@b.co', brandCode: 'ALD', sourceTag: 'web' }
    expect(newsletterRequestSchema.safeParse({ ...nl, kind: 'MARKETO' }).success).toBe(true)
    expect(fields(newsletterRequestSchema.safeParse(nl))).toEqual({ kind: 'kind must be MARKETO' })
  })
})

describe('names and cities need a letter', () => {
  // Values a spreadsheet would run as a formula, or punctuation with no name in it.
  const noLetter = ['+1+1', '===', '@@', '-1', '=1+2', '--', "'=", '12', '+\t+', '@ @']

  it.each(noLetter)('refuses %j with each form’s own message for the field', (value) => {
    const bad = { ...contact, firstName: value, lastName: value, city: value }
    expect(fields(dealerFormSchema.safeParse(bad))).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      city: 'City is required',
    })
    for (const schema of [modalFormSchema, homeFormSchema.omit({ topic: true })]) {
      expect(fields(schema.safeParse(bad))).toEqual({
        firstName: 'Enter your first name',
        lastName: 'Enter your last name',
        city: 'Enter your city',
      })
    }
  })

  it('refuses them at the endpoint too, in the words of the form that sent them', () => {
    const lead = {
      kind: 'CONTACT_DEALER',
      companyId: 1,
      brandCode: 'ALD',
      sourceTag: 'ALDWEB',
      consent: { text: CONSENT_TEXT, pageUrl: '/find-your-dealer/' },
      ...contact,
      firstName: '+1+1',
      city: '@@',
    }
    expect(fields(leadRequestSchemaFor('home').safeParse({ ...lead, form: 'home' }))).toEqual({
      firstName: 'Enter your first name',
      city: 'Enter your city',
    })
  })

  it.each(["O'Neil", 'Jean-Luc', 'Zoë', 'São Paulo', 'St. John’s', '東京', 'Ngũgĩ', 'Île-Bizard', '=Ada'])(
    'accepts %j',
    (value) => {
      const ok = { ...contact, firstName: value, lastName: value, city: value }
      expect(dealerFormSchema.safeParse(ok).success).toBe(true)
    },
  )
})
