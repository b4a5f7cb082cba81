'use client'

import * as RadixTooltip from '@radix-ui/react-tooltip'
import { useEffect, useRef, useState, type FocusEvent, type ReactElement } from 'react'

/**
 * Mount once around content holding tooltips; a short delay keeps tooltips from flashing as a pointer passes.
 * Tooltips hold text only, so the pointer leaving the trigger hides them at once (no hoverable content).
 */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={150} disableHoverableContent>
      {children}
    </RadixTooltip.Provider>
  )
}

/** How long a scroll that follows a focus counts as the browser bringing the trigger into view (smooth scroll). */
const FOCUS_SCROLL_MS = 1500

type Props = {
  /** The text shown; screen readers read it as the trigger's description. */
  content: string
  /** One focusable element (a button or a link): it receives the hover and focus handlers. */
  children: ReactElement
}

/**
 * A tooltip (spec §4): shown on hover or keyboard focus, hidden on leave, Escape (Radix) or any scroll of
 * the page (here), so it never floats away from what it describes. Focus given by the keyboard to a trigger out
 * of view makes the browser scroll it into view, and that scroll would close the tooltip as it opens: so it opens
 * again once that scroll has ended, if the trigger still has the focus.
 */
export function Tooltip({ content, children }: Props) {
  const [open, setOpen] = useState(false)
  const stopWaiting = useRef<(() => void) | null>(null)

  useEffect(() => () => stopWaiting.current?.(), [])

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const trigger = event.currentTarget
    stopWaiting.current?.()
    const reopen = () => {
      stopWaiting.current?.()
      if (document.activeElement === trigger) setOpen(true)
    }
    // Only the scroll the focus itself starts: a scroll the visitor makes (wheel, touch, keys, a click) closes
    // the tooltip as any scroll does.
    const byVisitor = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const
    const stop = () => stopWaiting.current?.()
    const timer = setTimeout(stop, FOCUS_SCROLL_MS)
    window.addEventListener('scrollend', reopen, { capture: true })
    for (const type of byVisitor) window.addEventListener(type, stop, { capture: true })
    stopWaiting.current = () => {
      clearTimeout(timer)
      window.removeEventListener('scrollend', reopen, { capture: true })
      for (const type of byVisitor) window.removeEventListener(type, stop, { capture: true })
      stopWaiting.current = null
    }
  }

  useEffect(() => {
    if (!open) return
    const close = () => setOpen(false)
    window.addEventListener('scroll', close, { capture: true, passive: true })
    return () => window.removeEventListener('scroll', close, { capture: true })
  }, [open])

  return (
    <RadixTooltip.Root open={open} onOpenChange={setOpen}>
      <RadixTooltip.Trigger asChild onFocus={onFocus}>
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-64 rounded-md bg-brand-900 px-3 py-2 text-sm text-white shadow-lg"
        >
          {content}
          <RadixTooltip.Arrow className="fill-brand-900" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  )
}
