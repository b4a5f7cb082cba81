'use client'

import { useCallback, useRef } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { useMessages } from '@/i18n/useMessages.client'

import { LEAD_FORM_MESSAGES } from '../messages'
import { postForm, type SubmitOutcome } from './postForm'
import { SubmissionKeys } from './submissionKeys'

/** The form-wide message lives under this react-hook-form error key. */
export const ROOT_ERROR = 'root.server'

/** Logs what went wrong by form and field names only: the entries are personal data. */
function logFailure(formId: string, outcome: Exclude<SubmitOutcome, { status: 'created' }>): void {
  const detail =
    outcome.status === 'invalid'
      ? { fields: Object.keys(outcome.fields) }
      : outcome.status === 'rate-limited'
        ? { retryAfterSeconds: outcome.retryAfterSeconds }
        : { reason: outcome.reason }
  console.error(`Form ${formId} was not sent (${outcome.status})`, detail)
}

/**
 * Sends a form's body and applies the answer to the form: the server's field messages go under their fields
 * (the first one focused), anything else becomes one kind message above the button; the entries stay. The
 * idempotency key lives as long as the component, so a retry of the same entries reuses it.
 */
export function useFormSubmission<T extends FieldValues>(
  form: UseFormReturn<T>,
  url: string,
  formId: string,
) {
  const keys = useRef<SubmissionKeys | null>(null)
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  return useCallback(
    async (body: object): Promise<string | null> => {
      keys.current ??= new SubmissionKeys()
      const json = JSON.stringify(body)
      const outcome = await postForm(url, json, keys.current.keyFor(json))
      if (outcome.status === 'created') {
        keys.current.settle()
        return outcome.id
      }
      logFailure(formId, outcome)
      if (outcome.status === 'invalid') {
        keys.current.settle()
        const known = new Set(Object.keys(form.getValues()))
        const entries = Object.entries(outcome.fields)
        const own = entries.filter(([path]) => known.has(path.split('.')[0] ?? ''))
        own.forEach(([path, message], index) =>
          form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
        )
        if (own.length < entries.length)
          form.setError(ROOT_ERROR, { type: 'server', message: t('sendRefused') })
        return null
      }
      const message =
        outcome.status === 'rate-limited'
          ? t('rateLimited', { seconds: outcome.retryAfterSeconds })
          : t('sendFailed')
      form.setError(ROOT_ERROR, { type: 'server', message })
      return null
    },
    [form, url, formId, t],
  )
}
