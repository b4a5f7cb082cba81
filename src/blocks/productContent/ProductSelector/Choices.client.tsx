'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

import { FOCUS_RING } from '../../_core/shared/styles'
import { initialSelection, selectionAfterKey } from '../../../domain/productContent/selector'

export type Choice = { label: string; content: ReactNode }

export type ChoicesProps = {
  /** Names the row of choices for screen readers. */
  label: string
  choices: readonly Choice[]
}

/**
 * The selector's row of choices, following the WAI-ARIA tabs pattern: a tablist of buttons with aria-selected
 * and aria-controls, one in the Tab order, arrows (wrapping), Home and End moving and choosing at once. Every
 * panel is rendered on the server and kept in the document, the ones not chosen hidden.
 */
export function Choices({ label, choices }: ChoicesProps) {
  const [selected, setSelected] = useState(() => initialSelection(choices.length))
  const base = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = selectionAfterKey(event.key, index, choices.length)
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className="flex flex-col gap-6">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
        {choices.map((choice, index) => {
          const active = index === selected
          return (
            <button
              key={index}
              ref={(el) => {
                buttons.current[index] = el
              }}
              id={`${base}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${base}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-full border-2 px-5 py-2 text-base font-semibold transition-colors ${FOCUS_RING} ${
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-white text-brand-900 hover:border-brand-700'
              }`}
            >
              {choice.label}
            </button>
          )
        })}
      </div>
      {choices.map((choice, index) => (
        <div
          key={index}
          id={`${base}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className={`rounded-sm ${FOCUS_RING}`}
        >
          {choice.content}
        </div>
      ))}
    </div>
  )
}
