'use client'

import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

/**
 * The site's dialog, built on Radix: focus trapped inside and returned to the trigger on close, Escape and a
 * backdrop click close it, and the page behind stops scrolling. Compose it:
 *
 *   <DialogRoot open={open} onOpenChange={setOpen}>
 *     <DialogTrigger asChild><button>Open</button></DialogTrigger>
 *     <DialogContent title="Contact Acme">…</DialogContent>
 *   </DialogRoot>
 */
export const DialogRoot = RadixDialog.Root
export const DialogTrigger = RadixDialog.Trigger
export const DialogClose = RadixDialog.Close

export type DialogContentProps = {
  /** The dialog's name, shown as its heading and read by screen readers. */
  title: string
  /** Keeps the name for screen readers while hiding the heading (e.g. after a form was sent). */
  hideTitle?: boolean
  /** A sentence under the title; screen readers read it with the name. */
  description?: ReactNode
  closeLabel?: string
  /** Width of the panel: `md` for forms, `lg` for lists. */
  size?: 'md' | 'lg'
  children: ReactNode
}

const WIDTH = { md: 'max-w-xl', lg: 'max-w-3xl' } as const

const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[color:var(--color-brand-700)]'

export function DialogContent({
  title,
  hideTitle,
  description,
  closeLabel = 'Close',
  size = 'md',
  children,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-brand-900/60" />
      <RadixDialog.Content
        // Without a description Radix expects an explicit undefined, so screen readers read only the name.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${WIDTH[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 text-ink shadow-xl sm:p-8`}
      >
        <div className="flex items-start justify-between gap-4">
          <RadixDialog.Title className={hideTitle ? 'sr-only' : 'text-2xl font-bold text-brand-900'}>
            {title}
          </RadixDialog.Title>
          <RadixDialog.Close
            aria-label={closeLabel}
            className={`-mt-1 -mr-1 ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-md text-2xl leading-none text-muted hover:bg-surface hover:text-ink ${FOCUS}`}
          >
            <span aria-hidden="true">×</span>
          </RadixDialog.Close>
        </div>
        {description ? (
          <RadixDialog.Description className="mt-2 text-muted">{description}</RadixDialog.Description>
        ) : null}
        <div className="mt-4">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  )
}
