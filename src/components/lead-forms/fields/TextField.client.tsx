'use client'

import { useId, type FocusEvent, type HTMLInputTypeAttribute } from 'react'
import { useFormContext } from 'react-hook-form'

import type { ComboboxBinding } from '../address/useSuggestions.client'
import { INPUT, LABEL } from '../styles'
import { FieldError } from './FieldError'
import { fieldError } from './fieldError'
import { isLeavingForSubmit } from './leavingForSubmit'

export type TextFieldProps = {
  name: string
  label: string
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  /** Runs after the form's own blur handling (the street-address focus rule uses it); neither runs when
   *  focus goes to the form's submit button, whose submit checks every field. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  className?: string
  /** Makes the field a combobox with a list of suggestions (address completion). */
  combobox?: ComboboxBinding
  /** Bounds of a date input. */
  min?: string
  max?: string
}

/**
 * A labelled input of the surrounding react-hook-form form. Its message sits under it, tied by
 * aria-describedby, and aria-invalid marks it while the message shows.
 */
export function TextField({
  min,
  max,
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  onBlur,
  className,
  combobox,
}: TextFieldProps) {
  const id = useId()
  const { register, formState } = useFormContext()
  const message = fieldError(formState.errors, name)
  const field = register(name)
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="relative">
        <input
          {...field}
          {...combobox?.inputProps}
          ref={(element) => {
            field.ref(element)
            combobox?.inputRef(element)
          }}
          onBlur={(event) => {
            combobox?.onBlur()
            if (isLeavingForSubmit(event)) return
            void field.onBlur(event)
            onBlur?.(event)
          }}
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          max={max}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className={INPUT}
        />
        {combobox?.popup}
      </div>
      <FieldError id={errorId} message={message} />
    </div>
  )
}
