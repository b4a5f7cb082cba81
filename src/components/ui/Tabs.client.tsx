'use client'

import * as RadixTabs from '@radix-ui/react-tabs'
import { type ReactNode, useEffect, useRef, useState } from 'react'

export type TabItem = {
  /** Stable name of the tab (letters, digits, dashes), unique within one set of tabs. */
  id: string
  label: string
  /** Rendered on the server like the rest of the page; every panel is in the HTML, the others hidden. */
  content: ReactNode
}

export type TabsProps = {
  tabs: readonly TabItem[]
  /** Names the tab list for screen readers, e.g. "Dealer resources". */
  label: string
  /** The tab shown first; the first tab when not given. */
  defaultTab?: string
  className?: string
}

/** The element an in-page link (#id) points at, if any. */
function hashTarget(): HTMLElement | null {
  const id = window.location.hash.slice(1)
  if (!id) return null
  try {
    return document.getElementById(decodeURIComponent(id))
  } catch {
    return null
  }
}

/**
 * Tabs following the WAI-ARIA tabs pattern, with Radix's behaviour: a tablist of tabs with aria-selected and
 * aria-controls, one tab in the Tab order (roving tabindex), Left/Right/Home/End move between tabs and show
 * the focused one at once (automatic activation), and Tab moves on into the panel.
 *
 * Every panel stays rendered (hidden when not shown), so their content is in the server's HTML and an in-page
 * link into a hidden panel works: opening the page at #some-section, or following such a link, shows the tab
 * that holds it and scrolls to it.
 */
export function Tabs({ tabs, label, defaultTab, className }: TabsProps) {
  const [value, setValue] = useState(defaultTab ?? tabs[0]?.id ?? '')
  const panels = useRef(new Map<string, HTMLElement>())
  const scrollTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const follow = () => {
      const target = hashTarget()
      if (!target) return
      for (const [id, panel] of panels.current) {
        // A target in the shown panel needs nothing: the browser scrolls to it.
        if (panel.hidden && panel.contains(target)) {
          scrollTo.current = target
          setValue(id)
          return
        }
      }
    }
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])

  useEffect(() => {
    // Once the panel holding the link's target is shown: a hidden element cannot be scrolled to.
    const target = scrollTo.current
    if (!target || !panels.current.get(value)?.contains(target)) return
    scrollTo.current = null
    target.scrollIntoView({ block: 'start' })
  }, [value])

  return (
    <RadixTabs.Root value={value} onValueChange={setValue} activationMode="automatic" className={className}>
      <RadixTabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-line">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            className="-mb-px rounded-t-md border-b-4 border-transparent px-4 py-3 text-base font-semibold text-muted hover:text-brand-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.id}
          value={tab.id}
          // Kept in the document when hidden (see above); `hidden` also keeps it from assistive technology.
          forceMount
          hidden={tab.id !== value}
          ref={(el) => {
            if (el) panels.current.set(tab.id, el)
            else panels.current.delete(tab.id)
          }}
          className="pt-6"
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
