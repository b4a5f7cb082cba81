'use client'

import dynamic from 'next/dynamic'

import { useMessages } from '@/i18n/useMessages.client'

import { LEAD_FORM_MESSAGES } from './messages'

/*
 * The forms inside the dealer dialogs. A dialog renders its form only while open, so behind dynamic() the
 * browser fetches react-hook-form, the schemas and the fields when a visitor first opens one, not with every
 * dealer card. Opening shows a short loading line in the dialog until then. The confirmation comes the same
 * way: its text lives with the forms' messages, which the dealer cards should not load.
 */
function FormLoading() {
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  return (
    <p role="status" className="min-h-40 text-muted">
      {t('loadingForm')}
    </p>
  )
}

export const LazyContactForm = dynamic(() => import('./ContactForm.client').then((m) => m.ContactForm), {
  loading: FormLoading,
})
export const LazyBookingForm = dynamic(() => import('./BookingForm.client').then((m) => m.BookingForm), {
  loading: FormLoading,
})
/*
 * The confirmation's place while its code loads. Giving it a loading part gives it a Suspense boundary of its
 * own: without one the dialog's boundary would hide the whole dialog for that moment, its focus trap would let
 * go, and the focus would escape to the page behind.
 */
function SuccessLoading() {
  return <div className="min-h-16" />
}

export const LazyDealerSuccess = dynamic(() => import('./DealerSuccess').then((m) => m.DealerSuccess), {
  loading: SuccessLoading,
})
