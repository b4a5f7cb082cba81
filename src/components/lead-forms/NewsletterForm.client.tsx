'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { SUCCESS_TEXT } from '@/domain/leads/messages'
import type { NewsletterRequest } from '@/domain/leads/requestSchemas'
import { type newsletterFormSchema, type NewsletterFormValues } from '@/domain/leads/schemas'
import { useFormSchemas, usePageLocale } from '@/i18n/LocaleProvider.client'

import { fieldError } from './fields/fieldError'
import { FormStatus } from './fields/FormStatus'
import { Honeypot } from './fields/Honeypot'
import { TextField } from './fields/TextField.client'
import { useLeadSettings } from './settings.client'
import { SEND_FAILED } from './submission/messages'
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
  label = 'Email',
  formId = 'newsletter',
}: {
  label?: string
  formId?: string
}) {
  const settings = useLeadSettings()
  const locale = usePageLocale()
  const [done, setDone] = useState(false)
  const form = useForm<NewsletterFormInput, unknown, NewsletterFormValues>({
    resolver: zodResolver(useFormSchemas().newsletter),
    defaultValues: { email: '' },
    mode: 'onTouched',
  })
  const honeypot = useRef<HTMLInputElement>(null)
  const send = useFormSubmission(form, NEWSLETTER_ENDPOINT, formId)

  if (done) return <SuccessMessage text={SUCCESS_TEXT.newsletter} />

  const onValid = async ({ email }: NewsletterFormValues) => {
    if (!settings) {
      console.error(
        'The newsletter form needs LeadSettingsProvider (brand code and source tag); nothing was sent',
      )
      return form.setError(ROOT_ERROR, { type: 'server', message: SEND_FAILED })
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
        aria-label="Newsletter sign-up"
        noValidate
        onSubmit={(event) => form.handleSubmit(onValid)(event)}
        className="relative space-y-3"
      >
        <div className="flex flex-wrap items-start gap-3">
          <TextField
            name="email"
            label={label}
            type="email"
            autoComplete="email"
            inputMode="email"
            className="min-w-0 flex-1 basis-64"
          />
          <button type="submit" className={`${PRIMARY_BUTTON} sm:mt-6`} disabled={sending}>
            {sending ? 'Sending…' : 'Sign up'}
          </button>
        </div>
        <Honeypot inputRef={honeypot} />
        <FormStatus message={fieldError(form.formState.errors, ROOT_ERROR)} />
      </form>
    </FormProvider>
  )
}
