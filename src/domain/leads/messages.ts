/**
 * Every message of the lead forms (spec §5), word for word with typographic apostrophes. Where §5 gives
 * no wording (email, phone and zip in the dealer form; phone in the home form; a short name or an invalid
 * value in the modal and home forms) the message is written in the same voice; docs/leads.md lists them.
 * The form and the endpoint share these through schemas.ts, so a 400 names the same words the form shows.
 */

/** required: empty or missing; blank: only spaces; tooShort: under the minimum; invalid: fails the pattern. */
export type FieldMessages = { required: string; blank?: string; tooShort?: string; invalid?: string }

export type ContactField =
  'firstName' | 'lastName' | 'email' | 'phone' | 'addressLine1' | 'city' | 'state' | 'zip'

export type FormMessages = Record<ContactField, FieldMessages>

export const DEALER_FORM_MESSAGES: FormMessages = {
  firstName: {
    required: 'Please enter your first name',
    tooShort: 'First name must be at least 2 characters',
  },
  lastName: { required: 'Please enter your last name', tooShort: 'Last name must be at least 2 characters' },
  email: { required: 'Please enter your email address', invalid: 'Email address must be valid' },
  phone: { required: 'Please enter your phone number', invalid: 'Phone number must be valid' },
  addressLine1: {
    required: 'Street address is required',
    blank: 'Please enter your street address',
    invalid: 'Street address must be valid',
  },
  city: { required: 'City is required', tooShort: 'City must be at least 2 characters' },
  state: { required: 'Please select an option.' },
  zip: { required: 'Please enter your zip/postal code', invalid: 'Zip/postal code must be valid' },
}

export const MODAL_FORM_MESSAGES: FormMessages = {
  firstName: { required: 'Enter your first name', tooShort: 'Enter at least 2 characters' },
  lastName: { required: 'Enter your last name', tooShort: 'Enter at least 2 characters' },
  email: { required: 'Enter an email address', invalid: 'Email must be valid' },
  phone: { required: 'Enter your phone number', invalid: 'Enter a valid phone number' },
  addressLine1: { required: 'Enter your street address', invalid: 'Enter a valid street address' },
  city: { required: 'Enter your city', tooShort: 'Enter at least 2 characters' },
  state: { required: 'Select a state' },
  zip: { required: 'Enter your zip/postal code', invalid: 'Enter a valid zip/postal code' },
}

export const HOME_FORM_MESSAGES: FormMessages = {
  firstName: { required: 'Enter your first name', tooShort: 'Enter at least 2 characters' },
  lastName: { required: 'Enter your last name', tooShort: 'Enter at least 2 characters' },
  // §5: a missing at-sign, domain, TLD or address part all read the same message.
  email: { required: 'Please enter a valid email address', invalid: 'Please enter a valid email address' },
  phone: { required: 'Enter your phone number', invalid: 'Enter a valid phone number' },
  addressLine1: { required: 'Enter your street address', invalid: 'Enter a valid street address' },
  city: { required: 'Enter your city', tooShort: 'Enter at least 2 characters' },
  state: { required: 'Select a state' },
  zip: { required: 'Enter your zip/postal code', invalid: 'Enter a valid zip/postal code' },
}

export const TOPIC_MESSAGE = 'Choose what you need help with'

export const BOOKING_MESSAGES = {
  serviceTopic: 'Choose a service',
  preferredDate: 'Choose a day from tomorrow to two weeks ahead',
  window: 'Choose a time of day',
} as const

export const NEWSLETTER_MESSAGES = {
  required: 'Please enter a valid email',
  invalid: 'Please enter an email with a @ and a domain name',
} as const

export const SUCCESS_TEXT = {
  dealer: 'We’ve received your request and a dealer will reach out to you shortly.',
  nonDealer: 'Your message has been submitted and we’ll get back to you shortly.',
  nonDealerThanks: 'Thank you! A representative will reply within 24 to 48 hours.',
  newsletter: 'Thank you for signing up.',
} as const

/** Shown when a submission fails: nothing was sent, the entries stay, the visitor may try again. */
export const FAILURE_TEXT = 'Sorry, we couldn’t send your request. Nothing was sent; please try again.'

/** Every validation message of the lead forms: what a locale's catalogue translates (src/i18n). */
export type LeadMessages = {
  forms: { dealer: FormMessages; modal: FormMessages; home: FormMessages }
  topic: string
  booking: { serviceTopic: string; preferredDate: string; window: string }
  newsletter: { required: string; invalid: string }
}

/** The specification's English: the schemas' default, and the English catalogue's `leadValidation`. */
export const ENGLISH_LEAD_MESSAGES: LeadMessages = {
  forms: { dealer: DEALER_FORM_MESSAGES, modal: MODAL_FORM_MESSAGES, home: HOME_FORM_MESSAGES },
  topic: TOPIC_MESSAGE,
  booking: BOOKING_MESSAGES,
  newsletter: NEWSLETTER_MESSAGES,
}

export const CONSENT_TEXT =
  'By submitting this form, you consent to being contacted by a local dealer, and you agree that your information may be shared with our approved affiliates and partners.'
