'use client'

import { usePathname } from 'next/navigation'
import { useId, useState } from 'react'

import { SiteLink } from './SiteLink'

type Item = { label: string; url: string }

/** The small-screen menu: a disclosure button that shows the main links. */
export function MobileNav({ items }: { items: Item[] }) {
  const pathname = usePathname()
  // The menu belongs to the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null)
  const id = useId()
  if (items.length === 0) return null
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        className="rounded-md border border-line px-3 py-2 font-medium text-brand-800"
      >
        Menu
      </button>
      <nav id={id} aria-label="Main" hidden={!open} className="absolute inset-x-0 top-full z-40 border-b border-line bg-white shadow-lg">
        <ul className="container-page flex flex-col py-2">
          {items.map((item) => (
            <li key={item.url}>
              <SiteLink href={item.url} className="block py-3 font-medium text-ink hover:text-brand-700">
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
