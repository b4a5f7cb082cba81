import type { CollectionBeforeChangeHook, Field, Where } from 'payload'

import type { DealerReview } from '../../../payload-types'

/** The message when a review is hidden without a reason. */
export const HIDE_REASON_REQUIRED = 'Say why the review is hidden: the reason is kept with it.'

/** Reviews the site shows: every one not hidden (rows stored before hiding existed count as shown). */
export const shownReviews: Where = { or: [{ hidden: { equals: false } }, { hidden: { exists: false } }] }

const whileHidden = (_data: unknown, siblingData: Partial<DealerReview> | undefined) =>
  Boolean(siblingData?.hidden)

/**
 * Staff may hide a review (reviews come from the provider, so they are hidden rather than edited or deleted).
 * A hidden review leaves the dealer's page and rating; the reason is required and, with who hid it and when,
 * is kept on the review.
 */
export const hidingFields: Field[] = [
  {
    name: 'hidden',
    label: 'Hidden from the site',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    admin: {
      position: 'sidebar',
      description: 'A hidden review leaves the dealer’s reviews and rating on the site.',
    },
  },
  {
    name: 'hiddenReason',
    label: 'Why it is hidden',
    type: 'textarea',
    maxLength: 500,
    admin: { position: 'sidebar', condition: whileHidden },
    validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<DealerReview> }) =>
      !siblingData?.hidden || value?.trim() ? true : HIDE_REASON_REQUIRED,
  },
  {
    name: 'hiddenBy',
    label: 'Hidden by',
    type: 'text',
    admin: { position: 'sidebar', readOnly: true, condition: whileHidden },
  },
  {
    name: 'hiddenAt',
    label: 'Hidden on',
    type: 'date',
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: whileHidden,
      date: { pickerAppearance: 'dayAndTime' },
    },
  },
]

/** Records who hid a review and when (whatever a request sends for them), and clears all three when shown again. */
export const recordHiding: CollectionBeforeChangeHook<DealerReview> = ({ data, originalDoc, req }) => {
  if (!data.hidden) return { ...data, hidden: false, hiddenReason: null, hiddenBy: null, hiddenAt: null }
  if (originalDoc?.hidden) return { ...data, hiddenBy: originalDoc.hiddenBy, hiddenAt: originalDoc.hiddenAt }
  const who =
    req.user && 'email' in req.user && typeof req.user.email === 'string' ? req.user.email : 'system'
  return { ...data, hiddenBy: who, hiddenAt: new Date().toISOString() }
}
