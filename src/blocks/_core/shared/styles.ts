/**
 * Class strings used by several blocks. Each is written out in full because Tailwind only
 * generates classes it finds literally in the source.
 *
 * Colours that must contrast with the section behind them read CSS variables that the
 * appearance wrapper sets per background (see appearanceClasses.ts), with a fallback for white.
 */

/** A visible 2 px outline on keyboard focus, white on dark sections and brand blue elsewhere. */
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[color:var(--focus-ring,var(--color-brand-700))]'

/** Secondary text (captions, citations): the muted token on light sections, pale blue on dark ones. */
export const MUTED_TEXT = 'text-[color:var(--muted-text,var(--color-muted))]'

/** Links in running text: underlined so colour is never the only cue, and they inherit the text colour. */
export const TEXT_LINK = `rounded-sm font-medium underline decoration-1 underline-offset-4 hover:decoration-2 ${FOCUS_RING}`

/**
 * Typography for content whose inner elements carry no classes (rich text, cleaned raw HTML).
 * Tailwind's reset removes list markers and heading sizes, so they are restored here.
 */
export const PROSE = [
  'space-y-4 text-base leading-relaxed sm:text-lg',
  '[&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:font-mono [&_code]:text-[0.9em] [&_strong]:font-semibold',
].join(' ')

/**
 * Breaks out of the page's content column to the window's full width (the "remove the container" option).
 * Written out in full so Tailwind generates it. `full-bleed` marks it for the page, which then drops its own
 * padding above a first block (or below a last one) of this kind; the page's main clips the scrollbar's width
 * that 100vw includes on systems with classic scrollbars.
 */
export const FULL_BLEED = 'full-bleed relative w-screen max-w-none ml-[calc(50%-50vw)] mr-[calc(50%-50vw)]'
