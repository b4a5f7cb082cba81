'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useRef, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import type { LeadForm } from '@/domain/leads/requestSchemas'
import type { DealerFormInput, DealerFormValues, FormSchemas } from '@/domain/leads/schemas'
import type { Topic } from '@/domain/leads/topics'

import { useFormSchemas } from '@/i18n/useFormSchemas.client'
import { useMessages } from '@/i18n/useMessages.client'

import { readProfile } from '../profile/profileStore'
import { ContactFields } from './fields/ContactFields.client'
import { LeadFormFrame } from './LeadFormFrame.client'
import { LocalDealerNote } from './LocalDealerNote'
import { LEAD_FORM_MESSAGES } from './messages'
import { prefillContact } from './prefill'
import { useRecordLead } from './dealerRecording.client'
import { afterLeadSent } from './submission/afterSuccess'
import {
  contactDealerRequest,
  customerServiceRequest,
  homeownerServiceRequest,
  LEADS_ENDPOINT,
  type Audience,
} from './submission/leadRequest'
import { ROOT_ERROR, useFormSubmission } from './submission/useFormSubmission.client'
import { useLeadEnvelope } from './submission/useLeadEnvelope.client'
import { useLocalDealer } from './useLocalDealer.client'

/** Who receives the request: a known dealer, the nearest dealer for the zip typed, or customer service. */
export type Recipient =
  | { to: 'dealer'; companyId: number | null | undefined }
  | { to: 'local-dealer' }
  | { to: 'customer-service'; audience: Audience }

/** The contact schemas of the three forms share one shape and differ in wording. */
export type ContactSchema = z.ZodType<DealerFormValues, DealerFormInput>

export type ContactFormProps = {
  recipient: Recipient
  /** Which form's words the fields and the server answer in (in the page's language). */
  formName?: LeadForm
  topic?: Topic
  formId: string
  zipcode?: string
  label: string
  submitLabel?: string
  onSent: (leadId: string) => void
  children?: ReactNode
}

/**
 * A contact form (spec §4): the contact fields, prefilled from the profile, sent once per submission with
 * an idempotency key. The button stays disabled while the receiving dealer is unknown. Beyond the
 * specification, the home form's request for the local dealer never waits on one: with no dealer near the
 * zip (or no answer about it) it goes to customer service, and the form says so before Submit.
 */
/** The contact fields of a form's schema (the home form's topic is asked in its first step). */
function contactSchemaOf(schemas: FormSchemas, form: LeadForm): ContactSchema {
  return form === 'home' ? schemas.home.omit({ topic: true }) : schemas[form]
}

export function ContactForm({
  recipient,
  formName = 'dealer',
  topic,
  formId,
  zipcode,
  label,
  submitLabel,
  onSent,
  children,
}: ContactFormProps) {
  const schemas = useFormSchemas()
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  const schema = useMemo(() => contactSchemaOf(schemas, formName), [schemas, formName])
  const form = useForm<DealerFormInput, unknown, DealerFormValues>({
    resolver: zodResolver(schema),
    defaultValues: prefillContact(readProfile(), zipcode),
    mode: 'onTouched',
  })
  const honeypot = useRef<HTMLInputElement>(null)
  const envelope = useLeadEnvelope()
  const record = useRecordLead()
  const send = useFormSubmission(form, LEADS_ENDPOINT, formId)
  const zip = useWatch({ control: form.control, name: 'zip' })
  const local = useLocalDealer(zip, recipient.to === 'local-dealer')
  // The home form is never stuck for want of a dealer: customer service takes the request instead.
  const toService =
    recipient.to === 'customer-service' ||
    (recipient.to === 'local-dealer' &&
      formName === 'home' &&
      local.status !== 'found' &&
      local.status !== 'searching')

  const companyId =
    recipient.to === 'dealer'
      ? recipient.companyId
      : recipient.to === 'local-dealer' && local.status === 'found'
        ? local.dealer.companyId
        : undefined

  const onValid = async (values: DealerFormValues) => {
    const env = envelope(honeypot.current?.value ?? '')
    const fields = topic ? { ...values, topic } : values
    // A dealer request throws without a dealer (spec §8), before anything is sent.
    const body =
      env &&
      (recipient.to === 'customer-service'
        ? customerServiceRequest(recipient.audience, fields, formName, env)
        : toService
          ? homeownerServiceRequest(fields, env)
          : contactDealerRequest(companyId, fields, formName, env))
    if (!body) return form.setError(ROOT_ERROR, { type: 'server', message: t('sendFailed') })
    const leadId = await send(body)
    if (leadId === null) return
    afterLeadSent(
      leadId,
      values,
      formId,
      body.kind === 'CUSTOMER_SERVICE' ? undefined : body.companyId,
      record,
    )
    onSent(leadId)
  }

  return (
    <LeadFormFrame
      form={form}
      onValid={onValid}
      label={label}
      submitLabel={submitLabel}
      honeypotRef={honeypot}
      disabled={!toService && !companyId}
    >
      {children}
      <ContactFields />
      {recipient.to === 'local-dealer' ? (
        <LocalDealerNote local={local} serviceFallback={formName === 'home'} />
      ) : null}
    </LeadFormFrame>
  )
}
