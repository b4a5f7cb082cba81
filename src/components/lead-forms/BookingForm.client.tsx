'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { BOOKING_WINDOWS, bookingDateRange } from '@/domain/leads/bookingDates'
import { type bookingFormSchema, type BookingFormValues } from '@/domain/leads/schemas'
import { TOPICS } from '@/domain/leads/topics'
import { useFormSchemas } from '@/i18n/useFormSchemas.client'
import { useMessages } from '@/i18n/useMessages.client'

import { readProfile } from '../profile/profileStore'
import { ChoiceField } from './fields/ChoiceField.client'
import { ContactFields } from './fields/ContactFields.client'
import { TextField } from './fields/TextField.client'
import { LeadFormFrame } from './LeadFormFrame.client'
import { LEAD_FORM_MESSAGES, TOPIC_LABELS, WINDOW_LABELS } from './messages'
import { prefillContact } from './prefill'
import { useRecordLead } from './dealerRecording.client'
import { afterLeadSent } from './submission/afterSuccess'
import { bookingRequest, LEADS_ENDPOINT } from './submission/leadRequest'
import { ROOT_ERROR, useFormSubmission } from './submission/useFormSubmission.client'
import { useLeadEnvelope } from './submission/useLeadEnvelope.client'

type BookingFormInput = z.input<typeof bookingFormSchema>

export type BookingFormProps = {
  companyId: number | null | undefined
  formId: string
  zipcode?: string
  label: string
  onSent: (leadId: string) => void
}

/**
 * Booking a visit: the service needed (the four topics), a day from tomorrow to two weeks ahead, a time of
 * day, and the contact fields with the dealer-form messages. Sent as a lead of kind BOOKING.
 */
export function BookingForm({ companyId, formId, zipcode, label, onSent }: BookingFormProps) {
  // The visitor's calendar decides "tomorrow"; computed once per opening of the form.
  const [range] = useState(() => bookingDateRange(new Date()))
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  const topics = TOPICS.map((topic) => ({ value: topic.value, label: t(TOPIC_LABELS[topic.value]) }))
  const windows = BOOKING_WINDOWS.map((w) => ({ value: w.value, label: t(WINDOW_LABELS[w.value]) }))
  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(useFormSchemas().booking),
    defaultValues: { ...prefillContact(readProfile(), zipcode), preferredDate: '' },
    mode: 'onTouched',
  })
  const honeypot = useRef<HTMLInputElement>(null)
  const envelope = useLeadEnvelope()
  const record = useRecordLead()
  const send = useFormSubmission(form, LEADS_ENDPOINT, formId)

  const onValid = async (values: BookingFormValues) => {
    const env = envelope(honeypot.current?.value ?? '')
    const body = env && bookingRequest(companyId, values, env)
    if (!body) return form.setError(ROOT_ERROR, { type: 'server', message: t('sendFailed') })
    const leadId = await send(body)
    if (leadId === null) return
    afterLeadSent(leadId, values, formId, body.kind === 'BOOKING' ? body.companyId : undefined, record)
    onSent(leadId)
  }

  return (
    <LeadFormFrame
      form={form}
      onValid={onValid}
      label={label}
      honeypotRef={honeypot}
      disabled={!companyId}
      submitLabel={t('bookingSubmit')}
    >
      <ChoiceField name="topic" legend={t('bookingTopic')} choices={topics} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="preferredDate" label={t('bookingDay')} type="date" min={range.min} max={range.max} />
        <ChoiceField name="window" legend={t('bookingWindow')} choices={windows} />
      </div>
      <ContactFields />
    </LeadFormFrame>
  )
}
