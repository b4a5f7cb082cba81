'use client'

import * as RadixTooltip from '@radix-ui/react-tooltip'
import { useEffect, useRef, useState, type ReactElement } from 'react'

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

type Props = {
  /** The text shown; screen readers read it as the trigger's description. */
  content: string
  /** One focusable element (a button or a link): it receives the hover and focus handlers. */
  children: ReactElement
}

/**
 * A tooltip (spec §4): shown on hover or keyboard focus, hidden on leave, Escape (Radix) or, when a pointer
 * opened it, any scroll of the page (here), so it never floats away from what it describes. While its trigger
 * holds the focus it stays: the browser scrolls a focused element into view, which must not close it at once.
 */
export function Tooltip({ content, children }: Props) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const close = () => {
      if (trigger.current && trigger.current === document.activeElement) return
      setOpen(false)
    }
    window.addEventListener('scroll', close, { capture: true, passive: true })
    return () => window.removeEventListener('scroll', close, { capture: true })
  }, [open])

  return (
    <RadixTooltip.Root open={open} onOpenChange={setOpen}>
      <RadixTooltip.Trigger asChild ref={trigger}>
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
