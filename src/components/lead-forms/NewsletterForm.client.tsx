'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import type { z } from 'zod'

import type { NewsletterRequest } from '@/domain/leads/requestSchemas'
import { type newsletterFormSchema, type NewsletterFormValues } from '@/domain/leads/schemas'
import { useFormSchemas } from '@/i18n/useFormSchemas.client'
import { useMessages } from '@/i18n/useMessages.client'

import { fieldError } from './fields/fieldError'
import { FormStatus } from './fields/FormStatus'
import { Honeypot } from './fields/Honeypot'
import { TextField } from './fields/TextField.client'
import { LEAD_FORM_MESSAGES } from './messages'
import { useLeadSettings } from './settings.client'
import { ROOT_ERROR, useFormSubmission } from './submission/useFormSubmission.client'
import { SuccessMessage } from './SuccessMessage.client'
import { PRIMARY_BUTTON } from './styles'

export const NEWSLETTER_ENDPOINT = '/api/v1/newsletter'

type NewsletterFormInput = z.input<typeof newsletterFormSchema>

/**
 * The newsletter sign-up (content spec §5): an e-mail address only, sent as kind MARKETO with the site's
 * brand code and source tag; the form turns into a thank-you message.
 */
export function NewsletterForm({
  label,
  formId = 'newsletter',
}: {
  /** The field's label; 'Email' in the page's language unless given. */
  label?: string
  formId?: string
}) {
  const settings = useLeadSettings()
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  const { locale } = t
  const [done, setDone] = useState(false)
  const form = useForm<NewsletterFormInput, unknown, NewsletterFormValues>({
    resolver: zodResolver(useFormSchemas().newsletter),
    defaultValues: { email: '' },
    mode: 'onTouched',
  })
  const honeypot = useRef<HTMLInputElement>(null)
  const send = useFormSubmission(form, NEWSLETTER_ENDPOINT, formId)

  if (done) return <SuccessMessage text={t('successNewsletter')} />

  const onValid = async ({ email }: NewsletterFormValues) => {
    if (!settings) {
      console.error(
        'The newsletter form needs LeadSettingsProvider (brand code and source tag); nothing was sent',
      )
      return form.setError(ROOT_ERROR, { type: 'server', message: t('sendFailed') })
    }
    const body: NewsletterRequest = {
      kind: 'MARKETO',
      email,
      brandCode: settings.brandCode,
      sourceTag: settings.sourceTag,
      website: honeypot.current?.value ?? '',
    }
    // The endpoint answers in the page's language (English unless told).
    if ((await send(locale === 'en' ? body : { ...body, locale })) !== null) setDone(true)
  }

  const sending = form.formState.isSubmitting
  return (
    <FormProvider {...form}>
      <form
        aria-label={t('newsletterForm')}
        noValidate
        onSubmit={(event) => form.handleSubmit(onValid)(event)}
        className="relative space-y-3"
      >
        <div className="flex flex-wrap items-start gap-3">
          <TextField
            name="email"
            label={label ?? t('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            className="min-w-0 flex-1 basis-64"
          />
          <button type="submit" className={`${PRIMARY_BUTTON} sm:mt-6`} disabled={sending}>
            {sending ? t('sending') : t('signUp')}
          </button>
        </div>
        <Honeypot inputRef={honeypot} label={t('honeypot')} />
        <FormStatus message={fieldError(form.formState.errors, ROOT_ERROR)} />
      </form>
    </FormProvider>
  )
}
