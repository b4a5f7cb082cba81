'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useCallback, useId, useRef, useState } from 'react'

import { useDismiss } from '../ui/useDismiss.client'

import type { NavItem } from './navLinks'
import { NavLink } from './NavLink.client'

type Props = {
  items: NavItem[]
  linkClassName: string
  /** The button's and the menu's names in the page's language (from the server's catalogue). */
  labels: { menu: string; nav: string }
  /** Shown below the links (the language switcher, which the header's strip has no room for on a phone). */
  extra?: ReactNode
}

/**
 * The small-screen menu: a disclosure button that shows the main links. Escape closes it and puts the
 * focus back on the button; a click outside closes it and leaves the focus where the click put it.
 */
export function MobileNav({ items, linkClassName, labels, extra }: Props) {
  const pathname = usePathname()
  // The menu belongs to the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const id = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLElement>(null)
  const close = useCallback(() => setOpenOn(null), [])

  useDismiss(open, close, buttonRef, [buttonRef, menuRef])

  if (items.length === 0) return null
  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="min-h-11 rounded-md border border-line px-3 py-2 font-medium text-brand-800"
      >
        {labels.menu}
      </button>
      <nav
        ref={menuRef}
        id={id}
        aria-label={labels.nav}
        hidden={!open}
        // A link to the page already shown changes no path, so a click on any link closes the menu.
        onClick={(event) => (event.target as Element).closest('a') && setOpenOn(null)}
        className="absolute inset-x-0 top-full z-40 border-b border-line bg-white shadow-lg"
      >
        <ul className="container-page flex flex-col py-2">
          {items.map((item, index) => (
            <li key={`${item.label} ${item.href}`}>
              {item.children ? (
                // A group: its name heads its links, which sit indented below it.
                <>
                  <span
                    id={`${id}-group-${index}`}
                    className="block pt-3 pb-1 text-sm font-semibold text-muted"
                  >
                    {item.label}
                  </span>
                  <ul aria-labelledby={`${id}-group-${index}`} className="border-l border-line pl-4">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <NavLink href={child.href} className={`block py-3 ${linkClassName}`}>
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <NavLink href={item.href} className={`block py-3 ${linkClassName}`}>
                  {item.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
        {extra ? <div className="container-page border-t border-line py-3 md:hidden">{extra}</div> : null}
      </nav>
    </div>
  )
}
