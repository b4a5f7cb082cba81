'use client'

import { useMessages } from '@/i18n/useMessages.client'

import { LEAD_FORM_MESSAGES } from '../messages'
import type { AddressSuggestion } from './types'

type Props = {
  listId: string
  /** The field's label: the list is named after it. */
  label: string
  open: boolean
  options: readonly AddressSuggestion[]
  active: number
  optionId: (index: number) => string
  onChoose: (index: number) => void
}

const LIST =
  'absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-md border border-line bg-white py-1 shadow-lg'
const OPTION =
  'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 text-base text-ink hover:bg-brand-50 aria-selected:bg-brand-100'

/**
 * The list under a field with suggestions, and the polite line that tells a screen reader how many there are.
 * A press on an option keeps the focus in the field (mousedown does not take it), so typing can go on.
 */
export function SuggestionList({ listId, label, open, options, active, optionId, onChoose }: Props) {
  const count = open ? options.length : 0
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestions', { field: label })}
        hidden={!open}
        className={LIST}
      >
        {open
          ? options.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={OPTION}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(index)}
              >
                <span>{option.label}</span>
                {option.detail ? <span className="text-sm text-muted">{option.detail}</span> : null}
              </li>
            ))
          : null}
      </ul>
      <p role="status" className="sr-only">
        {count > 0 ? t('suggestionCount', { count }) : ''}
      </p>
    </>
  )
}
