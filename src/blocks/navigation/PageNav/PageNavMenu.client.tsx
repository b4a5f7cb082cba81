'use client'

import { useCallback, useId, useRef, useState } from 'react'

import { useDismiss } from '@/components/ui/useDismiss.client'

import { FOCUS_RING } from '../../_core/shared/styles'
import { NavItemLink, type PageNavItem } from './NavItemLink'

type Props = { items: PageNavItem[]; activeIndex: number; title: string }

const LINK = `block px-4 py-3 hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 ${FOCUS_RING}`

/**
 * The small-screen dropdown: a disclosure button titled with the page being shown ('Page not found' when
 * the page is not in the list) that opens the list of pages below it. Escape closes it and puts the focus
 * back on the button; a click outside closes it.
 */
export function PageNavMenu({ items, activeIndex, title }: Props) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useDismiss(open, close, button, [root])

  return (
    <div ref={root}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={`flex min-h-11 w-full items-center justify-between gap-3 rounded-md border border-line bg-white px-4 py-2 text-left font-semibold text-brand-900 ${FOCUS_RING}`}
      >
        {title}
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 20 20"
          className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        >
          <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={id} hidden={!open} className="mt-2 rounded-md border border-line bg-white py-1 shadow-md">
        {items.map((item, index) => (
          <li key={`${item.href}-${index}`}>
            <NavItemLink item={item} current={index === activeIndex} className={LINK} />
          </li>
        ))}
      </ul>
    </div>
  )
}
