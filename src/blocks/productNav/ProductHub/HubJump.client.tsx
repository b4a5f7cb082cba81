'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { useDismiss } from '@/components/ui/useDismiss.client'

import { type HubSection, anchorFromHash, currentSectionTitle } from '../../../domain/productNav/hub'
import { FOCUS_RING } from '../../_core/shared/styles'

type Props = { sections: HubSection[]; label: string }

const LINK = `block px-4 py-3 hover:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800 ${FOCUS_RING}`

/**
 * The small-screen jump menu (spec §4): a disclosure button titled with the current section (Traditional
 * split systems until one is chosen) that opens the list of sections. Choosing one follows its #anchor (the
 * browser scrolls there and the address records it), closes the list and moves the focus to the section, so
 * keyboard and screen-reader users land where they asked to go. Escape or a click outside closes the list.
 */
export function HubJump({ sections, label }: Props) {
  const [open, setOpen] = useState(false)
  const [anchor, setAnchor] = useState('')
  const close = useCallback(() => setOpen(false), [])
  const listId = useId()
  const labelId = useId()
  const titleId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useDismiss(open, close, button, [root])

  useEffect(() => {
    // The address's #anchor names the section on arrival and after back / forward.
    const follow = () => setAnchor(anchorFromHash(window.location.hash))
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])

  const title = currentSectionTitle(sections, anchor)

  const choose = (next: string) => {
    setOpen(false)
    setAnchor(next)
    // After the browser has followed the link and scrolled: focus without a second scroll.
    requestAnimationFrame(() => document.getElementById(next)?.focus({ preventScroll: true }))
  }

  return (
    <div ref={root}>
      <p id={labelId} className="mb-1 text-sm font-semibold text-muted">
        {label}
      </p>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${titleId}`}
        onClick={() => setOpen(!open)}
        className={`flex min-h-11 w-full items-center justify-between gap-3 rounded-md border border-line bg-white px-4 py-2 text-left font-semibold text-brand-900 ${FOCUS_RING}`}
      >
        <span id={titleId}>{title}</span>
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 20 20"
          className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        >
          <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} hidden={!open} className="mt-2 rounded-md border border-line bg-white py-1 shadow-md">
        {sections.map((section) => (
          <li key={section.anchor}>
            <a
              href={`#${section.anchor}`}
              aria-current={section.title === title ? 'true' : undefined}
              onClick={() => choose(section.anchor)}
              className={LINK}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
