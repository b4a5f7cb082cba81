'use client'

import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

import type { DialogContentProps } from './Dialog.client'

const WIDTH = { md: 'max-w-xl', lg: 'max-w-3xl' } as const

const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[color:var(--color-brand-700)]'

type Props = DialogContentProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The id the trigger names in aria-controls. */
  contentId: string
  /** Where the focus goes back when the dialog closes. */
  trigger: HTMLElement | null
  children: ReactNode
}

/**
 * The dialog itself, on Radix: focus trapped inside and given back to the trigger on close, Escape and a
 * backdrop click close it, the page behind stops scrolling and is hidden from screen readers. Loaded the first
 * time a visitor opens a dialog (see Dialog.tsx).
 */
export function DialogPanel({
  open,
  onOpenChange,
  contentId,
  trigger,
  title,
  hideTitle,
  description,
  closeLabel = 'Close',
  size = 'md',
  children,
}: Props) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-brand-900/60" />
        <RadixDialog.Content
          id={contentId}
          // Without a description Radix expects an explicit undefined, so screen readers read only the name.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger?.focus()
          }}
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
    </RadixDialog.Root>
  )
}
