import type { BookingWindow } from '@/domain/leads/bookingDates'
import { CONSENT_TEXT, FAILURE_TEXT, SUCCESS_TEXT } from '@/domain/leads/messages'
import type { Topic } from '@/domain/leads/topics'

/**
 * The lead forms' words in English (labels, buttons, titles, success and consent texts): the `leadForms`
 * namespace of the catalogue (src/i18n), which es.json and fr-CA.json translate, and the forms' default. The
 * validation messages are the catalogue's `leadValidation` (domain/leads/messages.ts).
 */
export const LEAD_FORM_MESSAGES = {
  successDealer: SUCCESS_TEXT.dealer,
  successNonDealer: SUCCESS_TEXT.nonDealer,
  successNonDealerThanks: SUCCESS_TEXT.nonDealerThanks,
  successNewsletter: SUCCESS_TEXT.newsletter,
  consent: CONSENT_TEXT,
  sendFailed: FAILURE_TEXT,
  sendRefused:
    'Sorry, we couldn’t send your request. Nothing was sent; please reload the page and try again.',
  rateLimited:
    'We’ve received several requests from you in a short time. Nothing was sent; please try again in {seconds} seconds.',
  submit: 'Submit',
  sending: 'Sending…',
  loadingForm: 'Loading the form…',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  street: 'Street address',
  city: 'City',
  state: 'State/Province',
  zip: 'Zip/postal code',
  selectOption: 'Select…',
  unitedStates: 'United States',
  canada: 'Canada',
  honeypot: 'Website',
  suggestions: '{field} suggestions',
  suggestionCount:
    '{count, plural, one {# suggestion} other {# suggestions}}, use the up and down arrow keys to choose',
  topicNewSystem: 'New system',
  topicRepairSystem: 'Repair system',
  topicPricing: 'Pricing',
  topicOther: 'Other',
  homeTopicTitle: 'What do you need help with?',
  homeContactTitle: 'Contact your local dealer',
  homeBack: 'Back to previous step',
  homeThanks: 'Thank you!',
  bookingSubmit: 'Request booking',
  bookingTopic: 'What do you need?',
  bookingDay: 'Preferred day',
  bookingWindow: 'Time of day',
  windowMorning: 'Morning (8am–12pm)',
  windowAfternoon: 'Afternoon (12pm–4pm)',
  windowEvening: 'Evening (4pm–7pm)',
  contactDealerTitle: 'Contact {name}',
  bookVisitTitle: 'Book a visit with {name}',
  whoTitle: 'Who are we helping today?',
  whoChoices: 'I am a',
  visitorHomeowner: 'Homeowner',
  visitorBusiness: 'Business',
  visitorContractor: 'Contractor',
  visitorDealer: 'Dealer',
  iAmHomeowner: 'I am a homeowner',
  iAmBusiness: 'I am a business',
  iAmContractor: 'I am a contractor',
  iAmDealer: 'I am a dealer',
  change: 'Change',
  contactUs: 'Contact us',
  newsletterForm: 'Newsletter sign-up',
  signUp: 'Sign up',
  dealerLocal: 'Your request goes to {name}, your local dealer.',
  dealerFarther:
    'We’ll send this to {name}, the nearest dealer, {count, plural, one {# mile} other {# miles}} away.',
  dealerServiceFallback: 'We’ll send this to our customer service team.',
  dealerSearching: 'Finding your local dealer…',
  dealerNone: 'We couldn’t find a dealer near {zip}. Please check your zip/postal code.',
  dealerFailed: 'We couldn’t look up your local dealer just now. Please try again in a moment.',
  dealerEnterZip: 'Enter your zip/postal code to find your local dealer.',
  close: 'Close',
} as const

type LeadFormKey = keyof typeof LEAD_FORM_MESSAGES

/** The topics (spec §9) and the booking's times of day as a visitor reads them; the values stay as sent. */
export const TOPIC_LABELS = {
  'new-system': 'topicNewSystem',
  'repair-system': 'topicRepairSystem',
  pricing: 'topicPricing',
  other: 'topicOther',
} as const satisfies Record<Topic, LeadFormKey>

export const WINDOW_LABELS = {
  morning: 'windowMorning',
  afternoon: 'windowAfternoon',
  evening: 'windowEvening',
} as const satisfies Record<BookingWindow, LeadFormKey>
