import * as z from '../zod'

import { bookingFields, contactFields, newsletterEmailField, topicField } from './formFields'
import { DEALER_FORM_MESSAGES, HOME_FORM_MESSAGES, MODAL_FORM_MESSAGES } from './messages'

/**
 * The form schemas (react-hook-form through zodResolver) — one builder over the rules of rules.ts, so the
 * three contact forms differ only in wording. requestSchemas.ts extends them into what the endpoint parses.
 */

export const dealerFormSchema = z.object(contactFields(DEALER_FORM_MESSAGES))
export const modalFormSchema = z.object(contactFields(MODAL_FORM_MESSAGES))
export const homeFormSchema = z.object({ ...contactFields(HOME_FORM_MESSAGES), topic: topicField })
export const bookingFormSchema = z.object({ ...contactFields(DEALER_FORM_MESSAGES), ...bookingFields })

export const newsletterFormSchema = z.object({ email: newsletterEmailField })

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
  NON_DEALER_AUDIENCES,
  type LeadForm,
  type LeadKind,
  type LeadRequest,
  type LeadRequestInput,
  type NewsletterRequest,
} from './requestSchemas'
