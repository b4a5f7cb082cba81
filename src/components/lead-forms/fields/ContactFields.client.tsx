'use client'

import { useRef, type FocusEvent } from 'react'
import { useFormContext } from 'react-hook-form'

import { useAddressCompletion } from '../address/useAddressCompletion.client'
import { StateSelect } from './StateSelect.client'
import { TextField } from './TextField.client'

/**
 * The contact fields every lead form shares (spec §3): name, e-mail, phone, street, city, state and zip,
 * plus the hidden comments field. Messages come from the form's schema, so each form shows its own set.
 */
export function ContactFields() {
  const { register, trigger, getValues } = useFormContext()
  const { streetRef } = useAddressCompletion()
  const refocusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // Spec §5: leaving a non-empty street address that fails its pattern brings focus back to it.
  const checkStreet = async (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    if (!String(getValues('addressLine1') ?? '').trim()) return
    const valid = await trigger('addressLine1')
    clearTimeout(refocusTimer.current)
    // After the blur has finished moving focus; skipped when the form has gone (the dialog closed).
    if (!valid) refocusTimer.current = setTimeout(() => input.isConnected && input.focus(), 0)
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="firstName" label="First name" autoComplete="given-name" />
      <TextField name="lastName" label="Last name" autoComplete="family-name" />
      <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
      <TextField
        name="addressLine1"
        label="Street address"
        autoComplete="address-line1"
        onBlur={checkStreet}
        inputRef={streetRef}
        className="sm:col-span-2"
      />
      <TextField name="city" label="City" autoComplete="address-level2" />
      <StateSelect />
      <TextField name="zip" label="Zip/postal code" autoComplete="postal-code" />
      <input type="hidden" {...register('comments')} />
    </div>
  )
}
