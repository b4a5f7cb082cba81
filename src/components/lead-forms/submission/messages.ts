import { FAILURE_TEXT } from '@/domain/leads/messages'

/**
 * What a form says when sending did not work: short, kind, and clear that nothing was sent and the
 * entries are still there (the general failure wording is shared with the rest of the lead forms).
 */
export const SEND_FAILED = FAILURE_TEXT

export const rateLimited = (seconds: number): string =>
  `We’ve received several requests from you in a short time. Nothing was sent; please try again in ${seconds} seconds.`

/** A 400 about something the visitor cannot change (the dealer, the page): reloading is the way out. */
export const SEND_REFUSED =
  'Sorry, we couldn’t send your request. Nothing was sent; please reload the page and try again.'
