import * as z from '../zod'

import { BOOKING_WINDOWS, isBookableDate } from './bookingDates'
import { ENGLISH_LEAD_MESSAGES, type FormMessages, type LeadMessages } from './messages'
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

/** The home form's topic, in a message set's words. */
export const topicFieldWith = (m: LeadMessages) => z.enum(TOPIC_VALUES, { error: m.topic })

/** The booking form's own fields, in a message set's words. */
export function bookingFieldsWith({ booking }: LeadMessages) {
  return {
    topic: z.enum(TOPIC_VALUES, { error: booking.serviceTopic }),
    // The clock is read at parse time, so a form left open past midnight is checked against the new day.
    preferredDate: z
      .string({ error: booking.preferredDate })
      .refine((v) => isBookableDate(v, new Date()), booking.preferredDate),
    window: z.enum(
      BOOKING_WINDOWS.map((w) => w.value) as [(typeof BOOKING_WINDOWS)[number]['value'], ...string[]],
      { error: booking.window },
    ),
  }
}

export const newsletterEmailFieldWith = ({ newsletter }: LeadMessages) =>
  textField(
    { required: newsletter.required, invalid: newsletter.invalid },
    { max: 254, valid: isEmailAddress },
  )

export const topicField = topicFieldWith(ENGLISH_LEAD_MESSAGES)
export const bookingFields = bookingFieldsWith(ENGLISH_LEAD_MESSAGES)
export const newsletterEmailField = newsletterEmailFieldWith(ENGLISH_LEAD_MESSAGES)
