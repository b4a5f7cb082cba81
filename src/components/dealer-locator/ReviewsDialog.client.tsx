'use client'

import dynamic from 'next/dynamic'
import { useState, type ReactNode } from 'react'

import { DialogContent, DialogRoot, DialogTrigger } from '../ui/Dialog.client'

type Props = { companyId: number; dealerName: string; reviewsBase: string; trigger: ReactNode }

/** The list and TanStack Query, fetched when a reviews dialog first opens (ReviewsList.client.tsx). */
const ReviewsList = dynamic(() => import('./ReviewsList.client'), {
  loading: () => <p role="status">Loading reviews…</p>,
})

/**
 * '{dealer name} Reviews' (spec §2, §9): the dialog closes on Escape or a backdrop click, locks the page's
 * scroll, traps focus and returns it to the trigger. Its list loads when it first opens.
 */
export function ReviewsDialog({ companyId, dealerName, reviewsBase, trigger }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={`${dealerName} Reviews`} size="lg">
        <ReviewsList companyId={companyId} reviewsBase={reviewsBase} />
      </DialogContent>
    </DialogRoot>
  )
}
