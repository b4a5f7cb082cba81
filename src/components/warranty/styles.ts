import { FOCUS_RING } from '@/blocks/_core/shared/styles'

// The site's button look (see the Buttons block): red primary, blue secondary, and an outline that takes the
// section's text colour. min-h-11 keeps a 44 px touch target.
const BASE = `inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2.5 text-base font-semibold transition-colors motion-reduce:transition-none ${FOCUS_RING}`

export const WARRANTY_BUTTON = {
  primary: `${BASE} bg-accent-600 text-white hover:bg-accent-700`,
  secondary: `${BASE} bg-brand-700 text-white hover:bg-brand-800`,
  outline: `${BASE} border-2 border-current bg-transparent text-current hover:underline`,
} as const

export type WarrantyButtonVariant = keyof typeof WARRANTY_BUTTON
