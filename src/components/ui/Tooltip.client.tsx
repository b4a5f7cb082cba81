'use client'

import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react'
import { createPortal } from 'react-dom'

import { placeBubble, type BubblePlacement } from './tooltipPlacement'
import { useSharedRef } from './useSharedRef'

/** How long a pointer rests on the trigger before the tooltip shows, so tooltips do not flash as it passes. */
export const HOVER_DELAY_MS = 150
/** How long a scroll that follows a focus counts as the browser bringing the trigger into view (smooth scroll). */
const FOCUS_SCROLL_MS = 1500

type TriggerProps = {
  ref?: Ref<HTMLElement>
  'aria-describedby'?: string
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

type Props = {
  /** The text shown; screen readers read it as the trigger's description. */
  content: string
  /** One focusable element (a button or a link): it receives the hover and focus handlers. */
  children: ReactElement
}

/**
 * A tooltip (spec §4): shown on hover or keyboard focus (and on a tap, where there is no hover), hidden on
 * leave, blur, Escape or any scroll of the page, so it never floats away from what it describes. It holds text
 * only, so the pointer leaving the trigger hides it at once. Focus given by the keyboard to a trigger out of view
 * makes the browser scroll it into view, and that scroll would close the tooltip as it opens: so it opens again
 * once that scroll has ended, if the trigger still has the focus.
 *
 * Because it closes on every scroll, its bubble is placed once, when it opens (tooltipPlacement.ts): above the
 * trigger, or below when there is no room, and kept inside the window. That needs no positioning library, so
 * a page of dealer cards with a tooltip on every badge loads none.
 */
export function Tooltip({ content, children }: Props) {
  const [open, setOpen] = useState(false)
  const [trigger, setTrigger] = useState<HTMLElement | null>(null)
  const id = useId()
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const pressed = useRef(false)
  const stopWaiting = useRef<(() => void) | null>(null)

  const cancelHover = useCallback(() => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current)
    hoverTimer.current = null
  }, [])
  const close = useCallback(() => {
    cancelHover()
    setOpen(false)
  }, [cancelHover])

  useEffect(
    () => () => {
      cancelHover()
      stopWaiting.current?.()
    },
    [cancelHover],
  )

  // While open: Escape and any scroll close it.
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKeyDown)
    window.addEventListener('scroll', close, { capture: true, passive: true })
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('scroll', close, { capture: true })
    }
  }, [open, close])

  const element = isValidElement<TriggerProps>(children) ? children : null
  const own = element?.props
  const ref = useSharedRef(setTrigger, own?.ref)
  if (!element || !own) throw new Error('Tooltip needs one element as its child')

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    own.onFocus?.(event)
    // A press focuses the trigger too; the press itself decides (a tap opens, a click does not).
    if (pressed.current) return
    setOpen(true)
    const focused = event.currentTarget
    stopWaiting.current?.()
    const reopen = () => {
      stopWaiting.current?.()
      if (document.activeElement === focused) setOpen(true)
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

  const handlers: Partial<TriggerProps> = {
    ref,
    'aria-describedby': open ? id : own['aria-describedby'],
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event)
      if (event.pointerType === 'touch') return
      cancelHover()
      hoverTimer.current = setTimeout(() => setOpen(true), HOVER_DELAY_MS)
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event)
      if (event.pointerType !== 'touch') close()
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event)
      pressed.current = true
      const release = () => (pressed.current = false)
      document.addEventListener('pointerup', release, { once: true })
      document.addEventListener('pointercancel', release, { once: true })
      cancelHover()
      // A tap shows the explanation (touch has no hover); a mouse press hides it, as it starts an action.
      setOpen(event.pointerType === 'touch' ? (shown) => !shown : false)
    },
    onFocus,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event)
      close()
    },
  }

  return (
    <>
      <TriggerWith element={element} props={handlers} />
      {open && trigger ? <Bubble id={id} content={content} anchor={trigger} /> : null}
    </>
  )
}

/** The page's own trigger element, given the tooltip's handlers and ARIA. */
function TriggerWith({
  element,
  props,
}: {
  element: ReactElement<TriggerProps>
  props: Partial<TriggerProps>
}) {
  return cloneElement(element, props)
}

/** The tooltip's bubble, in the body so no card's overflow clips it, placed before it is painted. */
function Bubble({ id, content, anchor }: { id: string; content: string; anchor: HTMLElement }) {
  const bubble = useRef<HTMLDivElement>(null)
  const arrow = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    const node = bubble.current
    if (!node) return
    const place: BubblePlacement = placeBubble(
      anchor.getBoundingClientRect(),
      { width: node.offsetWidth, height: node.offsetHeight },
      { width: document.documentElement.clientWidth, height: window.innerHeight },
    )
    node.style.left = `${place.left}px`
    node.style.top = `${place.top}px`
    node.style.visibility = 'visible'
    node.dataset.side = place.side
    if (arrow.current) arrow.current.style.left = `${place.arrowLeft}px`
  }, [anchor])
  return createPortal(
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      style={{ position: 'fixed', left: 0, top: 0, visibility: 'hidden' }}
      className="group pointer-events-none z-50 max-w-64 rounded-md bg-brand-900 px-3 py-2 text-sm text-white shadow-lg"
    >
      {content}
      <span
        ref={arrow}
        aria-hidden="true"
        className="absolute -bottom-1 size-2.5 -translate-x-1/2 rotate-45 bg-brand-900 group-data-[side=bottom]:top-[-0.3125rem] group-data-[side=bottom]:bottom-auto"
      />
    </div>,
    document.body,
  )
}
