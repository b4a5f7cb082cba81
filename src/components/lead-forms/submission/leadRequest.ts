import type { Locale } from '@/config/locales'
import { CONSENT_TEXT } from '@/domain/leads/messages'
import type { LeadForm, LeadRequestInput, NON_DEALER_AUDIENCES } from '@/domain/leads/requestSchemas'
import type { BookingFormValues, DealerFormValues } from '@/domain/leads/schemas'
import type { UserProfile } from '@/domain/profile/profile'

import type { LeadSettings } from '../settings.client'

/** Where lead forms post. */
export const LEADS_ENDPOINT = '/api/v1/leads'

/** What each lead carries besides the entries: the site's codes, the consent and the marketing ids. */
export type LeadEnvelope = {
  settings: Pick<LeadSettings, 'brandCode' | 'sourceTag'>
  profile: Pick<UserProfile, 'mtaAid' | 'mtaSid'>
  /** The honeypot's value: empty from a person. */
  website: string
  /** The page the consent was given on, without its query (which may carry identifiers). */
  pageUrl: string
  /** The page's language, so the endpoint's field messages read as the form's; English is the default. */
  locale?: Locale
  /** The consent line as the visitor read it (in the page's language); the specification's English if absent. */
  consentText?: string
}

export class NoDealerSelectedError extends Error {
  constructor() {
    super('A dealer form was submitted with no dealer selected')
    this.name = 'NoDealerSelectedError'
  }
}

/** The page address a consent is recorded with. */
export const consentPageUrl = (location: Pick<Location, 'origin' | 'pathname'>): string =>
  `${location.origin}${location.pathname}`

function envelope(env: LeadEnvelope, form: LeadForm) {
  const { mtaAid, mtaSid } = env.profile
  return {
    brandCode: env.settings.brandCode,
    sourceTag: env.settings.sourceTag,
    form,
    website: env.website,
    consent: { text: env.consentText ?? CONSENT_TEXT, pageUrl: env.pageUrl },
    ...(mtaAid || mtaSid ? { profile: { mtaAid, mtaSid } } : {}),
    ...(env.locale && env.locale !== 'en' ? { locale: env.locale } : {}),
  }
}

/** Spec §8: a dealer form sent with no dealer is a programming error, never a lead without a recipient. */
export function requireDealer(companyId: number | null | undefined): number {
  if (typeof companyId !== 'number' || !Number.isInteger(companyId) || companyId < 1)
    throw new NoDealerSelectedError()
  return companyId
}

export function contactDealerRequest(
  companyId: number | null | undefined,
  values: DealerFormValues & { topic?: LeadRequestInput['topic'] },
  form: LeadForm,
  env: LeadEnvelope,
): LeadRequestInput {
  return { kind: 'CONTACT_DEALER', companyId: requireDealer(companyId), ...values, ...envelope(env, form) }
}

export function bookingRequest(
  companyId: number | null | undefined,
  values: BookingFormValues,
  env: LeadEnvelope,
): LeadRequestInput {
  return { kind: 'BOOKING', companyId: requireDealer(companyId), ...values, ...envelope(env, 'dealer') }
}

export type Audience = (typeof NON_DEALER_AUDIENCES)[number]

/**
 * A homeowner's request from the home form when no dealer is near the zip typed: it goes to customer service,
 * without an audience (docs/locator-search.md).
 */
export function homeownerServiceRequest(
  values: DealerFormValues & { topic?: LeadRequestInput['topic'] },
  env: LeadEnvelope,
): LeadRequestInput {
  // The 'home' form's request schema takes CUSTOMER_SERVICE without an audience; the shared type names the
  // dealer form's, where it is required.
  const request = { kind: 'CUSTOMER_SERVICE' as const, ...values, ...envelope(env, 'home') }
  return request as LeadRequestInput
}

/** A non-dealer request: it goes to the brand's customer service. */
export function customerServiceRequest(
  audience: Audience,
  values: DealerFormValues & { topic?: LeadRequestInput['topic'] },
  form: LeadForm,
  env: LeadEnvelope,
): LeadRequestInput {
  return { kind: 'CUSTOMER_SERVICE', audience, ...values, ...envelope(env, form) }
}
