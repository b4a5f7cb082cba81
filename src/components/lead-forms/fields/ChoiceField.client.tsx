'use client'

import { useId } from 'react'
import { useFormContext } from 'react-hook-form'

import { FOCUS } from '../styles'
import { FieldError } from './FieldError'
import { fieldError } from './fieldError'
import { isLeavingForSubmit } from './leavingForSubmit'

export type Choice = { value: string; label: string }

/** A group of radio buttons named by its legend, with its message tied to the group. */
export function ChoiceField({
  name,
  legend,
  choices,
}: {
  name: string
  legend: string
  choices: readonly Choice[]
}) {
  const id = useId()
  const { register, formState } = useFormContext()
  const message = fieldError(formState.errors, name)
  const errorId = `${id}-error`
  const field = register(name)
  return (
    <fieldset aria-describedby={message ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={choice.value}
              {...field}
              onBlur={(event) => {
                if (!isLeavingForSubmit(event)) void field.onBlur(event)
              }}
              className={`size-4 accent-brand-700 ${FOCUS}`}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  )
}
