'use client'

import { useMessages } from '@/i18n/useMessages.client'

import type { DealerDialogProps } from './ContactDealerDialog.client'
import { DealerFormDialog } from './DealerFormDialog.client'
import { LazyBookingForm } from './lazyDialogForms.client'
import { LEAD_FORM_MESSAGES } from './messages'

/** The per-dealer booking dialog 'Book a visit with {dealer}': the contact dialog's behaviour, the booking form inside. */
export function BookingDialog({
  dealer,
  zipcode,
  trigger,
  formId = 'booking',
  onSuccess,
}: DealerDialogProps) {
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  const title = t('bookVisitTitle', { name: dealer.name })
  return (
    <DealerFormDialog title={title} formId={formId} zipcode={zipcode} trigger={trigger} onSuccess={onSuccess}>
      {(onSent) => (
        <LazyBookingForm
          companyId={dealer.companyId}
          formId={formId}
          zipcode={zipcode}
          label={title}
          onSent={onSent}
        />
      )}
    </DealerFormDialog>
  )
}
