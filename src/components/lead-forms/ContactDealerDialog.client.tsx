'use client'

import type { ReactNode } from 'react'

import { DealerFormDialog } from './DealerFormDialog.client'
import { LazyContactForm } from './lazyDialogForms.client'

export type DealerDialogProps = {
  dealer: { companyId: number; name: string }
  zipcode?: string
  /** The button that opens the dialog ('Connect with Dealer'); rendered as the dialog's trigger. */
  trigger: ReactNode
  /** Names the form in analytics; defaults per dialog. */
  formId?: string
  onSuccess?: (leadId: string) => void
}

/** The dialog 'Contact {dealer}' with the contact-dealer form, opened from a dealer card. */
export function ContactDealerDialog({
  dealer,
  zipcode,
  trigger,
  formId = 'contact-dealer',
  onSuccess,
}: DealerDialogProps) {
  const title = `Contact ${dealer.name}`
  return (
    <DealerFormDialog title={title} formId={formId} zipcode={zipcode} trigger={trigger} onSuccess={onSuccess}>
      {(onSent) => (
        <LazyContactForm
          recipient={{ to: 'dealer', companyId: dealer.companyId }}
          formId={formId}
          zipcode={zipcode}
          label={title}
          onSent={onSent}
        />
      )}
    </DealerFormDialog>
  )
}
