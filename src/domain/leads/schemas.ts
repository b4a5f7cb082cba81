import * as z from '../zod'

import { bookingFieldsWith, contactFields, newsletterEmailFieldWith, topicFieldWith } from './formFields'
import { ENGLISH_LEAD_MESSAGES, type LeadMessages } from './messages'

/**
 * The form schemas (react-hook-form through zodResolver) — one builder over the rules of rules.ts, so the
 * three contact forms differ only in wording, and each locale only in its message set (src/i18n's catalogue).
 * requestSchemas.ts extends them into what the endpoint parses.
 */
function build(m: LeadMessages) {
  return {
    dealer: z.object(contactFields(m.forms.dealer)),
    modal: z.object(contactFields(m.forms.modal)),
    home: z.object({ ...contactFields(m.forms.home), topic: topicFieldWith(m) }),
    booking: z.object({ ...contactFields(m.forms.dealer), ...bookingFieldsWith(m) }),
    newsletter: z.object({ email: newsletterEmailFieldWith(m) }),
  }
}

export type FormSchemas = ReturnType<typeof build>

const built = new WeakMap<LeadMessages, FormSchemas>()

/** The forms' schemas speaking one message set (built once per set). */
export function formSchemasFor(messages: LeadMessages = ENGLISH_LEAD_MESSAGES): FormSchemas {
  let schemas = built.get(messages)
  if (!schemas) {
    schemas = build(messages)
    built.set(messages, schemas)
  }
  return schemas
}

const english = formSchemasFor()
export const dealerFormSchema = english.dealer
export const modalFormSchema = english.modal
export const homeFormSchema = english.home
export const bookingFormSchema = english.booking
export const newsletterFormSchema = english.newsletter

export type DealerFormValues = z.infer<typeof dealerFormSchema>
export type DealerFormInput = z.input<typeof dealerFormSchema>
export type ModalFormValues = z.infer<typeof modalFormSchema>
export type HomeFormValues = z.infer<typeof homeFormSchema>
export type BookingFormValues = z.infer<typeof bookingFormSchema>
export type NewsletterFormValues = z.infer<typeof newsletterFormSchema>

export {
  leadRequestSchema,
  leadRequestSchemaFor,
  LEAD_FORMS,
  LEAD_KINDS,
  newsletterRequestSchema,
  newsletterRequestSchemaFor,
  NON_DEALER_AUDIENCES,
  type LeadForm,
  type LeadKind,
  type LeadRequest,
  type LeadRequestInput,
  type NewsletterRequest,
} from './requestSchemas'
