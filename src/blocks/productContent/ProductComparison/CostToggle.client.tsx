'use client'

import { useId, useState } from 'react'

import { FOCUS_RING } from '../../_core/shared/styles'

export type CostToggleProps = {
  /** The button's name, in the page's language: the same at every width (only one of the two toggles shows at a time). */
  label: string
  /** The paragraphs the toggle opens (what the installation cost includes). */
  details: readonly string[]
  className?: string
}

/**
 * A disclosure: a button with aria-expanded and aria-controls that opens the text after it. The block places
 * one under the product cards on small screens and one under the table on wide screens (spec §4).
 */
export function CostToggle({ label, details, className = '' }: CostToggleProps) {
  const [open, setOpen] = useState(false)
  const panelId = `${useId()}-cost`
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={`inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 underline decoration-1 underline-offset-4 hover:decoration-2 ${FOCUS_RING}`}
      >
        {label}
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 20 20"
          className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        >
          <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="mt-2 max-w-3xl space-y-2 rounded-md bg-surface p-4 text-ink"
      >
        {details.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  )
}
