'use client'

import { useRef, type FocusEvent } from 'react'
import { useFormContext } from 'react-hook-form'

import { useMessages } from '@/i18n/useMessages.client'

import { useAddressCompletion } from '../address/useAddressCompletion.client'
import { LEAD_FORM_MESSAGES } from '../messages'
import { StateSelect } from './StateSelect.client'
import { TextField } from './TextField.client'

/**
 * The contact fields every lead form shares (spec §3): name, e-mail, phone, street, city, state and zip,
 * plus the hidden comments field. Messages come from the form's schema, so each form shows its own set.
 */
export function ContactFields() {
  const { register, trigger, getValues } = useFormContext()
  const suggestions = useAddressCompletion()
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  const comments = register('comments')
  const refocusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const refocusedFor = useRef<string | null>(null)

  /*
   * Spec §5: leaving a non-empty street address that fails its pattern brings focus back to it. Once per
   * value: leaving the same value again lets focus go (its message stays), so no one is kept in the field
   * (WCAG 2.1.2); a changed value that fails is brought back once more.
   */
  const checkStreet = async (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const value = String(getValues('addressLine1') ?? '').trim()
    if (!value) return
    const valid = await trigger('addressLine1')
    if (valid) {
      clearTimeout(refocusTimer.current)
      return
    }
    if (refocusedFor.current === value) return
    refocusedFor.current = value
    clearTimeout(refocusTimer.current)
    // After the blur has finished moving focus; skipped when the form has gone (the dialog closed).
    refocusTimer.current = setTimeout(() => input.isConnected && input.focus(), 0)
  }

  // Each field keeps a line for its message (FieldError), most of the space between rows.
  return (
    <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
      <TextField name="firstName" label={t('firstName')} autoComplete="given-name" />
      <TextField name="lastName" label={t('lastName')} autoComplete="family-name" />
      <TextField name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
      <TextField name="phone" label={t('phone')} type="tel" autoComplete="tel" inputMode="tel" />
      <TextField
        name="addressLine1"
        label={t('street')}
        autoComplete="address-line1"
        onBlur={checkStreet}
        combobox={suggestions.addressLine1}
        className="sm:col-span-2"
      />
      <TextField name="city" label={t('city')} autoComplete="address-level2" combobox={suggestions.city} />
      <StateSelect label={t('state')} />
      <TextField name="zip" label={t('zip')} autoComplete="postal-code" combobox={suggestions.zip} />
      <input type="hidden" {...comments} />
    </div>
  )
}
