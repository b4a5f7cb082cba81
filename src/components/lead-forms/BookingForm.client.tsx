'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { BOOKING_WINDOWS, bookingDateRange } from '@/domain/leads/bookingDates'
import { type bookingFormSchema, type BookingFormValues } from '@/domain/leads/schemas'
import { useFormSchemas } from '@/i18n/LocaleProvider.client'
import { TOPICS } from '@/domain/leads/topics'

import { readProfile } from '../profile/profileStore'
import { ChoiceField } from './fields/ChoiceField.client'
import { ContactFields } from './fields/ContactFields.client'
import { TextField } from './fields/TextField.client'
import { LeadFormFrame } from './LeadFormFrame.client'
import { prefillContact } from './prefill'
import { useRecordLead } from './dealerRecording.client'
import { afterLeadSent } from './submission/afterSuccess'
import { bookingRequest, LEADS_ENDPOINT } from './submission/leadRequest'
import { SEND_FAILED } from './submission/messages'
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
    if (!body) return form.setError(ROOT_ERROR, { type: 'server', message: SEND_FAILED })
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
      submitLabel="Request booking"
    >
      <ChoiceField name="topic" legend="What do you need?" choices={TOPICS} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="preferredDate" label="Preferred day" type="date" min={range.min} max={range.max} />
        <ChoiceField name="window" legend="Time of day" choices={BOOKING_WINDOWS} />
      </div>
      <ContactFields />
    </LeadFormFrame>
  )
}
