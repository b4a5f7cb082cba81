'use client'

import { useId } from 'react'
import { useFormContext } from 'react-hook-form'

import { REGIONS } from '@/domain/leads/regions'
import { useMessages } from '@/i18n/useMessages.client'

import { LEAD_FORM_MESSAGES } from '../messages'
import { INPUT, LABEL } from '../styles'
import { FieldError } from './FieldError'
import { fieldError } from './fieldError'
import { isLeavingForSubmit } from './leavingForSubmit'

const GROUPS = [
  { country: 'US', label: 'unitedStates' },
  { country: 'CA', label: 'canada' },
] as const

/**
 * US states, DC and the Canadian provinces by their two-letter codes, with an empty first choice. `label` is
 * 'State/Province' in the page's language unless given.
 */
export function StateSelect({ name = 'state', label }: { name?: string; label?: string }) {
  const id = useId()
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  const { register, formState } = useFormContext()
  const message = fieldError(formState.errors, name)
  const errorId = `${id}-error`
  const field = register(name)
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label ?? t('state')}
      </label>
      <select
        {...field}
        onBlur={(event) => {
          if (!isLeavingForSubmit(event)) void field.onBlur(event)
        }}
        id={id}
        autoComplete="address-level1"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        className={INPUT}
      >
        <option value="">{t('selectOption')}</option>
        {GROUPS.map((group) => (
          <optgroup key={group.country} label={t(group.label)}>
            {REGIONS.filter((r) => r.country === group.country).map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={errorId} message={message} />
    </div>
  )
}
