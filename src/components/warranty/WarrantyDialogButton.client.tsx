'use client'

import type { ReactNode } from 'react'

import { DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/Dialog.client'

type Props = {
  label: string
  /** The dialog's title (its name for screen readers). */
  title: string
  /** The close button's name, in the page's language. */
  closeLabel: string
  className: string
  /** Rendered on the server and shown while the dialog is open. */
  children: ReactNode
}

/**
 * A button that opens one dialog. Each button holds its own dialog state, so the register and lookup dialogs
 * open and close independently; Escape, the close button or the backdrop close it and focus returns here.
 */
export function WarrantyDialogButton({ label, title, closeLabel, className, children }: Props) {
  return (
    <DialogRoot>
      <DialogTrigger asChild>
        <button type="button" className={className}>
          {label}
        </button>
      </DialogTrigger>
      <DialogContent title={title} closeLabel={closeLabel}>
        {children}
      </DialogContent>
    </DialogRoot>
  )
}
