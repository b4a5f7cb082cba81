'use client'

import dynamic from 'next/dynamic'

/*
 * The form blocks as the CMS pages import them: rendered on the server as before, their code (react-hook-form,
 * the schemas, the dialogs) loaded by the browser only on a page that shows one (see
 * components/dealer-locator/lazy.client.tsx).
 */
export const LazyHomeContactForm = dynamic(() =>
  import('./HomeContactForm.client').then((m) => m.HomeContactForm),
)
export const LazyWhoAreWeHelpingButton = dynamic(() =>
  import('./WhoAreWeHelpingDialog.client').then((m) => m.WhoAreWeHelpingButton),
)
export const LazyNewsletterForm = dynamic(() =>
  import('./NewsletterForm.client').then((m) => m.NewsletterForm),
)
