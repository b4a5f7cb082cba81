'use client'

import { useEffect, useRef } from 'react'

import { scrollLeftToShow } from '../../../domain/navigation/pageNav'
import { FOCUS_RING } from '../../_core/shared/styles'
import { NavItemLink, type PageNavItem } from './NavItemLink'

type Props = { items: PageNavItem[]; activeIndex: number }

const PILL = `inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 font-medium transition-colors motion-reduce:transition-none ${FOCUS_RING}`
const ACTIVE = 'border-brand-700 bg-brand-700 text-white'
const OTHER = 'border-line bg-white text-brand-800 hover:bg-brand-50'

/**
 * The wide-screen row: every page in one line that scrolls sideways when it does not fit, scrolled so the
 * page being shown is in view. Only the row scrolls, never the window.
 */
export function PageNavRow({ items, activeIndex }: Props) {
  const row = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const list = row.current
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !current) return
    list.scrollLeft = scrollLeftToShow(
      { left: current.offsetLeft, width: current.offsetWidth },
      { width: list.clientWidth, scrollWidth: list.scrollWidth },
    )
  }, [activeIndex])

  return (
    <ul ref={row} className="relative flex gap-2 overflow-x-auto p-2">
      {items.map((item, index) => (
        <li key={`${item.href}-${index}`} className="shrink-0">
          <NavItemLink
            item={item}
            current={index === activeIndex}
            className={`${PILL} ${index === activeIndex ? ACTIVE : OTHER}`}
          />
        </li>
      ))}
    </ul>
  )
}
