import { FOCUS_RING } from '../styles'

/**
 * A white card that stays readable in any section: it resets the heading, muted-text and focus-ring colours a
 * dark section sets for its own background (see _core/shared/appearanceClasses.ts).
 */
export const LIGHT_CARD =
  'bg-white text-ink [--heading-color:var(--color-brand-900)] [--muted-text:var(--color-muted)] [--focus-ring:var(--color-brand-700)] [--focus-halo:#fff]'

/** A slide's call to action: a brand-blue button (white text on brand-700 reads at 8.6:1). */
export const SLIDE_BUTTON = `inline-flex min-h-11 items-center justify-center self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`
