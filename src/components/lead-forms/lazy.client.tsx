'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/*
 * The form blocks as the CMS pages import them: rendered on the server as before, their code (react-hook-form,
 * the schemas, the dialogs) loaded by the browser only on a page that shows one (see
 * components/dealer-locator/lazy.client.tsx).
 */
export const LazyHomeContactForm = deferredIsland(() =>
  import('./HomeContactForm.client').then((m) => m.HomeContactForm),
)
export const LazyWhoAreWeHelpingButton = deferredIsland(() =>
  import('./WhoAreWeHelpingDialog.client').then((m) => m.WhoAreWeHelpingButton),
)
export const LazyNewsletterForm = deferredIsland(() =>
  import('./NewsletterForm.client').then((m) => m.NewsletterForm),
)
