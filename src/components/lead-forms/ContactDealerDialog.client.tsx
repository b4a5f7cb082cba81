'use client'

import type { ReactNode } from 'react'

import { useMessages } from '@/i18n/useMessages.client'

import { DealerFormDialog } from './DealerFormDialog.client'
import { LazyContactForm } from './lazyDialogForms.client'
import { LEAD_FORM_MESSAGES } from './messages'

export type DealerDialogProps = {
  dealer: { companyId: number; name: string }
  zipcode?: string
  /** The button that opens the dialog ('Connect with Dealer'); rendered as the dialog's trigger. */
  trigger: ReactNode
  /**
   * The dealer was contacted: the trigger (then the card's 'Connected') opens nothing. The dialog stays
   * mounted around it, so the button that had the focus is the one it returns to on close.
   */
  connected?: boolean
  /** Names the form in analytics; defaults per dialog. */
  formId?: string
  onSuccess?: (leadId: string) => void
}

/** The dialog 'Contact {dealer}' with the contact-dealer form, opened from a dealer card. */
export function ContactDealerDialog({
  dealer,
  zipcode,
  trigger,
  connected = false,
  formId = 'contact-dealer',
  onSuccess,
}: DealerDialogProps) {
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  const title = t('contactDealerTitle', { name: dealer.name })
  return (
    <DealerFormDialog
      title={title}
      formId={formId}
      zipcode={zipcode}
      trigger={trigger}
      triggerDisabled={connected}
      onSuccess={onSuccess}
    >
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
