import * as z from '../zod'

import { BOOKING_WINDOWS, isBookableDate } from './bookingDates'
import { BOOKING_MESSAGES, type FormMessages, NEWSLETTER_MESSAGES, TOPIC_MESSAGE } from './messages'
import {
  cityField,
  emailField,
  isEmailAddress,
  nameField,
  phoneField,
  stateField,
  streetField,
  textField,
  zipField,
} from './rules'
import { TOPIC_VALUES } from './topics'

/** The field groups that the form schemas (schemas.ts) and the request schemas (requestSchemas.ts) share. */

/** The hidden comments field of the contact forms (spec §3). */
export const commentsField = z
  .string({ error: 'Comments must be text' })
  .max(2000, 'Keep comments under 2,000 characters')

export function contactFields(m: FormMessages) {
  return {
    firstName: nameField(m.firstName),
    lastName: nameField(m.lastName),
    email: emailField(m.email),
    phone: phoneField(m.phone),
    addressLine1: streetField(m.addressLine1),
    city: cityField(m.city),
    state: stateField(m.state),
    zip: zipField(m.zip),
    comments: commentsField.optional(),
  }
}

export const topicField = z.enum(TOPIC_VALUES, { error: TOPIC_MESSAGE })

export const bookingFields = {
  topic: z.enum(TOPIC_VALUES, { error: BOOKING_MESSAGES.serviceTopic }),
  // The clock is read at parse time, so a form left open past midnight is checked against the new day.
  preferredDate: z
    .string({ error: BOOKING_MESSAGES.preferredDate })
    .refine((v) => isBookableDate(v, new Date()), BOOKING_MESSAGES.preferredDate),
  window: z.enum(
    BOOKING_WINDOWS.map((w) => w.value) as [(typeof BOOKING_WINDOWS)[number]['value'], ...string[]],
    { error: BOOKING_MESSAGES.window },
  ),
}

export const newsletterEmailField = textField(
  { required: NEWSLETTER_MESSAGES.required, invalid: NEWSLETTER_MESSAGES.invalid },
  { max: 254, valid: isEmailAddress },
)
