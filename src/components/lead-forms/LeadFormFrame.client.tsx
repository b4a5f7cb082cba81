'use client'

import type { ReactNode, Ref } from 'react'
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form'

import { useMessages } from '@/i18n/useMessages.client'

import { ConsentLine } from './fields/ConsentLine'
import { fieldError } from './fields/fieldError'
import { FormStatus } from './fields/FormStatus'
import { Honeypot } from './fields/Honeypot'
import { LEAD_FORM_MESSAGES } from './messages'
import { PRIMARY_BUTTON } from './styles'

type Props<TIn extends FieldValues, TOut extends FieldValues> = {
  form: UseFormReturn<TIn, unknown, TOut>
  onValid: SubmitHandler<TOut>
  /** The form's accessible name. */
  label: string
  /** The button's words; 'Submit' in the page's language unless given. */
  submitLabel?: string
  /** True while the form cannot be sent (no dealer known yet). */
  disabled?: boolean
  honeypotRef: Ref<HTMLInputElement>
  /** Shown under the button when it is disabled, saying why. */
  disabledNote?: ReactNode
  children: ReactNode
}

/**
 * The frame every lead form shares: the fields, a message for the form as a whole, the consent line right
 * above the button (spec §5), and the button. The browser's own validation is off; the schema's messages
 * show under the fields instead.
 */
export function LeadFormFrame<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  onValid,
  label,
  submitLabel,
  disabled = false,
  honeypotRef,
  disabledNote,
  children,
}: Props<TIn, TOut>) {
  const sending = form.formState.isSubmitting
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  return (
    <FormProvider {...form}>
      <form
        aria-label={label}
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        className="relative space-y-5"
      >
        {children}
        <Honeypot inputRef={honeypotRef} label={t('honeypot')} />
        <FormStatus message={fieldError(form.formState.errors, 'root.server')} />
        <ConsentLine text={t('consent')} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={PRIMARY_BUTTON} disabled={disabled || sending}>
            {sending ? t('sending') : (submitLabel ?? t('submit'))}
          </button>
          {disabled && disabledNote ? <p className="text-sm text-muted">{disabledNote}</p> : null}
        </div>
      </form>
    </FormProvider>
  )
}
