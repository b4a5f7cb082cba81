'use client'

import dynamic from 'next/dynamic'

/*
 * The forms inside the dealer dialogs. A dialog renders its form only while open, so behind dynamic() the
 * browser fetches react-hook-form, the schemas and the fields when a visitor first opens one, not with every
 * dealer card. Opening shows a short loading line in the dialog until then. The confirmation comes the same
 * way: its text lives with the forms' messages, which the dealer cards should not load.
 */
function FormLoading() {
  return (
    <p role="status" className="min-h-40 text-muted">
      Loading the form…
    </p>
  )
}

export const LazyContactForm = dynamic(() => import('./ContactForm.client').then((m) => m.ContactForm), {
  loading: FormLoading,
})
export const LazyBookingForm = dynamic(() => import('./BookingForm.client').then((m) => m.BookingForm), {
  loading: FormLoading,
})
export const LazyDealerSuccess = dynamic(() => import('./DealerSuccess').then((m) => m.DealerSuccess))
