import * as z from '../zod'

import { MAX_COMPANY_ID } from '../dealers/constants'
import { isExternalHref, safeHref } from '../url'
import { bookingFieldsWith, contactFields, newsletterEmailFieldWith, topicFieldWith } from './formFields'
import { ENGLISH_LEAD_MESSAGES, type LeadMessages } from './messages'

/**
 * What POST /api/v1/leads and POST /api/v1/newsletter parse. The contact fields are the forms' own
 * schemas; `form` names the form that sent the lead, so a 400 carries the words that form shows.
 */

export const LEAD_KINDS = ['CONTACT_DEALER', 'BOOKING', 'CUSTOMER_SERVICE'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/** Who a non-dealer (customer service) request comes from; homeowners go to a dealer instead. */
export const NON_DEALER_AUDIENCES = ['business', 'contractor', 'dealer'] as const

export const LEAD_FORMS = ['dealer', 'modal', 'home'] as const
export type LeadForm = (typeof LEAD_FORMS)[number]

const token = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(max, `${name} is not known`)

const isPageAddress = (v: string) => safeHref(v) !== null && (isExternalHref(v) || v.startsWith('/'))

const consent = z.object(
  {
    text: z
      .string({ error: 'The consent text is required' })
      .min(1, 'The consent text is required')
      .max(1000),
    pageUrl: z
      .string({ error: 'The page address is required' })
      .max(2048, 'The page address is too long')
      .refine(isPageAddress, 'The page address must be a site path or an http(s) address'),
  },
  { error: 'The consent is required' },
)

const marketingId = z.string({ error: 'Must be text' }).max(256, 'Too long').optional()

/** Checked against the site settings by the handler; here only their shape. */
const requestBase = {
  brandCode: token('brandCode', 32),
  sourceTag: token('sourceTag', 64),
  form: z.enum(LEAD_FORMS, { error: 'form must be dealer, modal or home' }).optional(),
  // The honeypot: hidden from people, so only a robot fills it. Any text is accepted here; the handler
  // answers a filled one as if stored and stores nothing, so a robot learns nothing.
  website: z.string({ error: 'Must be text' }).max(2048, 'Too long').optional(),
  consent,
  // Strict: an unknown key here is a client bug or a probe, not a field to drop silently.
  profile: z
    .strictObject({ mtaAid: marketingId, mtaSid: marketingId }, { error: 'Must be an object' })
    .optional(),
}

const companyId = z
  .number({ error: 'Choose a dealer' })
  .int('Choose a dealer')
  .min(1, 'Choose a dealer')
  .max(MAX_COMPANY_ID, 'Choose a dealer')

function build(form: LeadForm, m: LeadMessages) {
  const contact = contactFields(m.forms[form])
  const base = { ...requestBase, topic: topicFieldWith(m).optional() }
  const audience = z.enum(NON_DEALER_AUDIENCES, { error: 'Choose who we are helping' })
  return z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('CONTACT_DEALER'), companyId, ...base, ...contact }),
      z.object({ kind: z.literal('BOOKING'), companyId, ...base, ...contact, ...bookingFieldsWith(m) }),
      z.object({
        kind: z.literal('CUSTOMER_SERVICE'),
        // The home form sends a homeowner's request to customer service when no dealer is near their zip
        // (docs/locator-search.md): a request without an audience is a homeowner's.
        audience: form === 'home' ? audience.optional() : audience,
        ...base,
        ...contact,
      }),
    ],
    { error: 'kind must be CONTACT_DEALER, BOOKING or CUSTOMER_SERVICE' },
  )
}

const schemas = new WeakMap<LeadMessages, Map<LeadForm, ReturnType<typeof build>>>()

/**
 * The request schema speaking the words of one form in one message set (built once per form and set): the
 * handler passes the set of the locale the request names, so a 400 reads as the visitor's form does.
 */
export function leadRequestSchemaFor(
  form: LeadForm = 'dealer',
  messages: LeadMessages = ENGLISH_LEAD_MESSAGES,
): ReturnType<typeof build> {
  let forms = schemas.get(messages)
  if (!forms) {
    forms = new Map()
    schemas.set(messages, forms)
  }
  let schema = forms.get(form)
  if (!schema) {
    schema = build(form, messages)
    forms.set(form, schema)
  }
  return schema
}

export const leadRequestSchema = leadRequestSchemaFor('dealer')
export type LeadRequest = z.infer<typeof leadRequestSchema>
export type LeadRequestInput = z.input<typeof leadRequestSchema>

const newsletterRequest = (m: LeadMessages) =>
  z.object({
    kind: z.literal('MARKETO', { error: 'kind must be MARKETO' }),
    email: newsletterEmailFieldWith(m),
    brandCode: token('brandCode', 32),
    sourceTag: token('sourceTag', 64),
    website: requestBase.website,
  })

const newsletterSchemas = new WeakMap<LeadMessages, ReturnType<typeof newsletterRequest>>()

/** What POST /api/v1/newsletter parses, in one message set's words. */
export function newsletterRequestSchemaFor(
  messages: LeadMessages = ENGLISH_LEAD_MESSAGES,
): ReturnType<typeof newsletterRequest> {
  let schema = newsletterSchemas.get(messages)
  if (!schema) {
    schema = newsletterRequest(messages)
    newsletterSchemas.set(messages, schema)
  }
  return schema
}

export const newsletterRequestSchema = newsletterRequestSchemaFor()
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>
