'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'

import { isCurrentPage } from '../../domain/url'
import { useDismiss } from '../ui/useDismiss.client'

import type { NavItem } from './navLinks'
import { NavLink } from './NavLink.client'

type Props = { label: string; links: NavItem[]; className: string }

/**
 * A header item that opens a list of links (the disclosure pattern): its button says whether the list is open;
 * Escape closes it and puts the focus back on the button; a click outside it, a link followed or the focus
 * leaving it closes it too. The item is marked while one of its links is the page shown. The arrow keys work
 * as in a menu: ArrowDown or ArrowUp on the button opens the list at its first or last link, and inside the list
 * they move from link to link (round from the last to the first), Home and End to the ends.
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

  // The link to focus once the list opens (it is hidden until then): the first or the last.
  const focusOnOpen = useRef<'first' | 'last' | null>(null)
  useEffect(() => {
    if (!open || focusOnOpen.current === null) return
    const items = linksOf(listRef.current)
    ;(focusOnOpen.current === 'first' ? items[0] : items.at(-1))?.focus()
    focusOnOpen.current = null
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = linksOf(listRef.current)
    const at = items.indexOf(document.activeElement as HTMLAnchorElement)
    let next: HTMLAnchorElement | undefined
    if (event.target === buttonRef.current && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault()
      const end = event.key === 'ArrowDown' ? 'first' : 'last'
      if (!open) {
        focusOnOpen.current = end
        setOpenOn(pathname)
        return
      }
      next = end === 'first' ? items[0] : items.at(-1)
    } else if (at >= 0) {
      if (event.key === 'ArrowDown') next = items[(at + 1) % items.length]
      else if (event.key === 'ArrowUp') next = items[(at - 1 + items.length) % items.length]
      else if (event.key === 'Home') next = items[0]
      else if (event.key === 'End') next = items.at(-1)
      if (next) event.preventDefault()
    }
    next?.focus()
  }

  const holdsCurrent = links.some((link) => link.href.startsWith('/') && isCurrentPage(link.href, pathname))
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
  }
  return (
    <div className="relative" onBlur={onBlur} onKeyDown={onKeyDown}>
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

const linksOf = (list: HTMLUListElement | null): HTMLAnchorElement[] =>
  list ? [...list.querySelectorAll<HTMLAnchorElement>('a[href]')] : []
