'use client'

import {
  cloneElement,
  createContext,
  isValidElement,
  Suspense,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type TouchEvent,
} from 'react'

import { LazyDialogPanel, prefetchDialogPanel } from './lazyDialogPanel.client'
import { useSharedRef } from './useSharedRef'

/**
 * The site's dialog: focus trapped inside and returned to the trigger on close, Escape and a backdrop click
 * close it, and the page behind stops scrolling. Compose it:
 *
 *   <DialogRoot open={open} onOpenChange={setOpen}>
 *     <DialogTrigger asChild><button>Open</button></DialogTrigger>
 *     <DialogContent title="Contact Acme">…</DialogContent>
 *   </DialogRoot>
 *
 * The dialog itself (Radix, DialogPanel.client.tsx) loads the first time one opens, and is fetched already
 * when the pointer, a touch or the focus reaches a trigger (lazyDialogPanel.client.tsx).
 */

type DialogState = {
  open: boolean
  setOpen: (open: boolean) => void
  contentId: string
  /** The trigger element, where the focus goes back on close. */
  trigger: HTMLElement | null
  setTrigger: (element: HTMLElement | null) => void
}

const DialogContext = createContext<DialogState | null>(null)

function useDialog(part: string): DialogState {
  const state = useContext(DialogContext)
  if (!state) throw new Error(`${part} must be inside a DialogRoot`)
  return state
}

type RootProps = {
  /** Controlled: the dialog shows while true. Left out, the dialog keeps its own state. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  children: ReactNode
}

export function DialogRoot({ open: controlled, onOpenChange, children }: RootProps) {
  const [own, setOwn] = useState(false)
  const open = controlled ?? own
  const setOpen = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setOwn(next)
      onOpenChange?.(next)
    },
    [controlled, onOpenChange],
  )
  const contentId = useId()
  const [trigger, setTrigger] = useState<HTMLElement | null>(null)
  const state = useMemo(
    () => ({ open, setOpen, contentId, trigger, setTrigger }),
    [open, setOpen, contentId, trigger],
  )
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>
}

type TriggerChildProps = {
  ref?: Ref<HTMLElement>
  type?: string
  onClick?: (event: MouseEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void
}

/**
 * The element that opens the dialog (one button, given as the child): it gets the dialog's ARIA state.
 * `disabled`: it opens nothing and says so (aria-disabled), yet stays the same focusable element, so focus
 * handed back to it as its dialog closes still has a place to land (a dealer card's 'Connected').
 */
export function DialogTrigger({
  children,
  disabled = false,
}: {
  asChild: true
  children: ReactNode
  disabled?: boolean
}) {
  const { open, setOpen, contentId, setTrigger } = useDialog('DialogTrigger')
  const element = isValidElement<TriggerChildProps>(children) ? children : null
  const own = element?.props
  const ref = useSharedRef(setTrigger, own?.ref)
  if (!element || !own) throw new Error('DialogTrigger needs one element as its child')
  const type: { type?: string } = element.type === 'button' && !own.type ? { type: 'button' } : {}
  if (disabled)
    return cloneElement(element, { ref, ...type, 'aria-disabled': true } as Partial<TriggerChildProps>)
  return cloneElement(element, {
    ref,
    ...type,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    'data-state': open ? 'open' : 'closed',
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event)
      if (!event.defaultPrevented) setOpen(!open)
    },
    onPointerEnter: (event: MouseEvent<HTMLElement>) => {
      own.onPointerEnter?.(event)
      prefetchDialogPanel()
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      own.onTouchStart?.(event)
      prefetchDialogPanel()
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event)
      prefetchDialogPanel()
    },
  } as Partial<TriggerChildProps>)
}

export type DialogContentProps = {
  /** The dialog's name, shown as its heading and read by screen readers. */
  title: string
  /** Keeps the name for screen readers while hiding the heading (e.g. after a form was sent). */
  hideTitle?: boolean
  /** A sentence under the title; screen readers read it with the name. */
  description?: ReactNode
  /** The close button's name in the page's language ('Close' without one). */
  closeLabel?: string
  /** Width of the panel: `md` for forms, `lg` for lists. */
  size?: 'md' | 'lg'
  children: ReactNode
}

/** The dialog's panel: rendered once it has been opened, and kept so Radix hands the focus back on close. */
export function DialogContent(props: DialogContentProps) {
  const { open, setOpen, contentId, trigger } = useDialog('DialogContent')
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <LazyDialogPanel
        {...props}
        open={open}
        onOpenChange={setOpen}
        contentId={contentId}
        trigger={trigger}
      />
    </Suspense>
  )
}
