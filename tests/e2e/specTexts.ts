/**
 * What a visitor reads, copied word for word from the specification (typographic apostrophes included), so a
 * changed message in the site fails its test instead of passing with it. Each text names where it comes from:
 * "§n" is a section of spec/dealers-and-leads.md, "blocks" is spec/content-and-blocks.md, and "docs/leads.md"
 * is the site's own wording where the specification gives none ("Messages written for this site").
 */

/** §5 "Messages, dealer form" (email, phone and zip: docs/leads.md). */
export const DEALER_FORM = {
  firstName: {
    required: 'Please enter your first name',
    tooShort: 'First name must be at least 2 characters',
  },
  lastName: {
    required: 'Please enter your last name',
    tooShort: 'Last name must be at least 2 characters',
  },
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
} as const

/** §5 "Messages, modal form" (phone: docs/leads.md). */
export const MODAL_FORM = {
  firstName: { required: 'Enter your first name' },
  lastName: { required: 'Enter your last name' },
  email: { required: 'Enter an email address', invalid: 'Email must be valid' },
  phone: { required: 'Enter your phone number' },
  addressLine1: { required: 'Enter your street address' },
  city: { required: 'Enter your city' },
  state: { required: 'Select a state' },
  zip: { required: 'Enter your zip/postal code' },
} as const

/** §5 "Messages, home form step 2" (phone, whose wording §5 leaves open: docs/leads.md). */
export const HOME_FORM = {
  firstName: { required: 'Enter your first name' },
  lastName: { required: 'Enter your last name' },
  /** Also for a missing at-sign, domain, TLD or address part. */
  email: { required: 'Please enter a valid email address', invalid: 'Please enter a valid email address' },
  phone: { required: 'Enter your phone number' },
  addressLine1: { required: 'Enter your street address' },
  city: { required: 'Enter your city' },
  state: { required: 'Select a state' },
  zip: { required: 'Enter your zip/postal code' },
} as const

/** blocks, "Newsletter email". */
export const NEWSLETTER_FORM = {
  required: 'Please enter a valid email',
  invalid: 'Please enter an email with a @ and a domain name',
} as const

/** §8, "Success messages". */
export const SUCCESS = {
  dealer: 'We’ve received your request and a dealer will reach out to you shortly.',
  nonDealer: 'Your message has been submitted and we’ll get back to you shortly.',
  /** §8 says only that a representative replies within 24 to 48 hours; this is the site's sentence for it. */
  nonDealerThanks: 'Thank you! A representative will reply within 24 to 48 hours.',
  /** The specification gives no wording for a newsletter sign-up's thanks; this is the site's. */
  newsletter: 'Thank you for signing up.',
} as const
