'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useId, useRef, useState, type FocusEvent } from 'react'

import { isCurrentPage } from '../../domain/url'
import { useDismiss } from '../ui/useDismiss.client'

import type { NavItem } from './navLinks'
import { NavLink } from './NavLink.client'

type Props = { label: string; links: NavItem[]; className: string }

/**
 * A header item that opens a list of links (the disclosure pattern): its button says whether the list is open;
 * Escape closes it and puts the focus back on the button; a click outside it, a link followed or the focus
 * leaving it closes it too. The item is marked while one of its links is the page shown.
 */
export function NavMenu({ label, links, className }: Props) {
  const pathname = usePathname()
  // The menu belongs to the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const id = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const close = useCallback(() => setOpenOn(null), [])
  useDismiss(open, close, buttonRef, [buttonRef, listRef])

  const holdsCurrent = links.some((link) => link.href.startsWith('/') && isCurrentPage(link.href, pathname))
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
  }
  return (
    <div className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-current={holdsCurrent || undefined}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={`inline-flex items-center gap-1 whitespace-nowrap ${className} data-[current]:text-brand-700`}
      >
        {label}
        <svg
          viewBox="0 0 12 12"
          width="12"
          height="12"
          aria-hidden="true"
          className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        >
          <path
            d="M2 4.5 6 8l4-3.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={id}
        hidden={!open}
        onClick={(event) => (event.target as Element).closest('a') && close()}
        className="absolute left-0 top-full z-40 mt-3 min-w-56 rounded-md border border-line bg-white py-2 shadow-lg"
      >
        {links.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href} className={`block whitespace-nowrap px-4 py-2 ${className}`}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
