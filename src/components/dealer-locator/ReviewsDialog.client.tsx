'use client'

import dynamic from 'next/dynamic'
import { useState, type ReactNode } from 'react'

import { LOCATOR_MESSAGES } from '@/domain/locator/messages'
import { useMessages } from '@/i18n/useMessages.client'

import { DialogContent, DialogRoot, DialogTrigger } from '../ui/Dialog.client'

type Props = {
  companyId: number
  dealerName: string
  reviewsBase: string
  /** '{dealer name} Reviews' in the page's language. */
  title: string
  trigger: ReactNode
}

/** The list and TanStack Query, fetched when a reviews dialog first opens (ReviewsList.client.tsx). */
const ReviewsList = dynamic(() => import('./ReviewsList.client'), {
  loading: ReviewsLoading,
})

function ReviewsLoading() {
  const t = useMessages('locator', LOCATOR_MESSAGES)
  return <p role="status">{t('loadingReviews')}</p>
}

/**
 * '{dealer name} Reviews' (spec §2, §9): the dialog closes on Escape or a backdrop click, locks the page's
 * scroll, traps focus and returns it to the trigger. Its list loads when it first opens.
 */
export function ReviewsDialog({ companyId, reviewsBase, title, trigger }: Props) {
  const t = useMessages('locator', LOCATOR_MESSAGES)
  const [open, setOpen] = useState(false)
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} size="lg" closeLabel={t('close')}>
        <ReviewsList companyId={companyId} reviewsBase={reviewsBase} />
      </DialogContent>
    </DialogRoot>
  )
}
