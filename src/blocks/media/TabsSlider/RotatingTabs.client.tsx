'use client'

import * as RadixTabs from '@radix-ui/react-tabs'
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react'

import { useReducedMotion } from '@/components/ui/useMediaQuery'
import { stepIndex } from '@/domain/carousel/navigation'

import { FOCUS_RING } from '../../_core/shared/styles'

export type RotatingTab = { id: string; title: string; panel: ReactNode }

/** The stop and restart button's words, in the page's language. */
export type RotationWords = { start: string; stop: string }

type Props = {
  tabs: RotatingTab[]
  labelledBy: string
  /** Milliseconds between automatic moves, or null when the tabs change only by hand. */
  autoSlideMs: number | null
  words: RotationWords
}

const TAB = `rounded-r-md border-l-4 border-transparent px-4 py-3 text-left text-lg font-semibold text-muted hover:text-brand-900 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-900 ${FOCUS_RING}`

/**
 * Vertical tabs (WAI-ARIA tabs pattern, by Radix: arrow keys, Home and End, one tab in the Tab order) that can
 * move on by themselves, wrapping from the last to the first. They pause while the pointer or focus is inside,
 * never move for visitors who prefer reduced motion, and a button stops and restarts them (WCAG 2.2.2).
 */
export function RotatingTabs({ tabs, labelledBy, autoSlideMs, words }: Props) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = useReducedMotion()
  const canRotate = autoSlideMs !== null && !reducedMotion
  const rotating = canRotate && !stopped

  useEffect(() => {
    if (!rotating || hovered || focused) return
    // Restarts after every change, so a tab chosen by hand gets the full delay too.
    const timer = window.setTimeout(() => setIndex((i) => stepIndex(i, 1, tabs.length, true)), autoSlideMs)
    return () => window.clearTimeout(timer)
  }, [rotating, hovered, focused, index, autoSlideMs, tabs.length])

  const leave = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false)
  }

  return (
    <RadixTabs.Root
      value={tabs[index]?.id}
      onValueChange={(id) =>
        setIndex(
          Math.max(
            0,
            tabs.findIndex((tab) => tab.id === id),
          ),
        )
      }
      orientation="vertical"
      activationMode="automatic"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leave}
      className="grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-8"
    >
      <div className="flex flex-col items-start gap-3">
        <RadixTabs.List aria-labelledby={labelledBy} className="flex w-full flex-col border-l border-line">
          {tabs.map((tab) => (
            <RadixTabs.Trigger key={tab.id} value={tab.id} className={TAB}>
              {tab.title}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {canRotate ? (
          // Stays when pressed, naming what it will do next, so keyboard focus is not lost.
          <button
            type="button"
            onClick={() => setStopped(!stopped)}
            className={`min-h-11 rounded-sm text-sm font-semibold text-brand-700 underline underline-offset-2 ${FOCUS_RING}`}
          >
            {stopped ? words.start : words.stop}
          </button>
        ) : null}
      </div>
      {tabs.map((tab, i) => (
        <RadixTabs.Content
          key={tab.id}
          value={tab.id}
          // Every panel stays in the HTML (hidden when not shown), as in components/ui/Tabs.client.tsx.
          forceMount
          hidden={i !== index}
          className={`rounded-md ${FOCUS_RING}`}
        >
          {tab.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
