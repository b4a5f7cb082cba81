'use client'

import { useState, type ReactNode } from 'react'

import { useLocaleContext } from '@/i18n/LocaleProvider.client'

import { pushDataLayer } from '../analytics/dataLayer'
import { DialogContent, DialogRoot, DialogTrigger } from '../ui/Dialog.client'
import { DealerRecordingProvider, useDeferredDealerRecording } from './dealerRecording.client'
import { LazyDealerSuccess } from './lazyDialogForms.client'

type Props = {
  title: string
  formId: string
  zipcode?: string
  trigger: ReactNode
  /** The trigger opens nothing (the dealer was contacted); it stays, so focus can come back to it. */
  triggerDisabled?: boolean
  onSuccess?: (leadId: string) => void
  /** The form, given the function it calls once the lead is sent. */
  children: (onSent: (leadId: string) => void) => ReactNode
}

/**
 * A dealer form in a dialog (spec §4). Opening it tells analytics (dealer_form_open); a sent form gives way
 * to the dealer success text and the visible title clears, the name staying for screen readers. The dealer
 * joins the profile's dealersContacted when the dialog closes (dealerRecording.client.tsx says why).
 * Reopening after a success starts a new, prefilled form.
 */
export function DealerFormDialog({
  title,
  formId,
  zipcode,
  trigger,
  triggerDisabled = false,
  onSuccess,
  children,
}: Props) {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  const { record, flush } = useDeferredDealerRecording()

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) flush()
    if (next) {
      setSent(false)
      pushDataLayer('dealer_form_open', { form_id: formId, zipcode })
    }
  }

  const onSent = (leadId: string) => {
    setSent(true)
    onSuccess?.(leadId)
  }

  // The close button's name in the page's language (the dialog's own English without a provider).
  const closeLabel = useLocaleContext().messages?.leadForms?.close
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild disabled={triggerDisabled}>
        {trigger}
      </DialogTrigger>
      <DialogContent title={title} hideTitle={sent} closeLabel={closeLabel}>
        <DealerRecordingProvider value={record}>
          {sent ? <LazyDealerSuccess /> : children(onSent)}
        </DealerRecordingProvider>
      </DialogContent>
    </DialogRoot>
  )
}
