/**
 * Class strings of the form controls, written out in full because Tailwind only generates classes it finds
 * literally in the source.
 */

export const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[color:var(--color-brand-700)]'

export const LABEL = 'block text-sm font-semibold text-ink'

/** min-h-11 keeps a 44 px touch target; a red border marks a field with a message. */
export const INPUT = `mt-1 block min-h-11 w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-accent-700 ${FOCUS}`

/** min-h-5 keeps one line (20 px) for the message before it shows. */
export const ERROR_TEXT = 'mt-1 min-h-5 text-sm font-medium text-accent-700'

export const PRIMARY_BUTTON = `inline-flex min-h-11 items-center justify-center rounded-md bg-accent-600 px-6 py-2.5 text-base font-semibold text-white transition-colors hover:bg-accent-700 disabled:cursor-not-allowed disabled:bg-muted ${FOCUS}`

export const LINK_BUTTON = `inline-flex min-h-11 items-center gap-1 rounded-md font-semibold text-brand-700 underline underline-offset-4 hover:decoration-2 ${FOCUS}`

export const CHOICE_BUTTON = `flex min-h-14 w-full items-center justify-center rounded-md border-2 border-brand-700 bg-white px-4 py-3 text-center text-base font-semibold text-brand-800 hover:bg-brand-50 ${FOCUS}`
