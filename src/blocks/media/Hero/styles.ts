import type { HeroBlock } from '@/payload-types'

type Background = HeroBlock['backgroundColor']

/**
 * Each background with a text colour that reads on it at WCAG AA, and the focus ring and heading colour
 * variables the nested links and headings use (white text only on brand-700 or darker).
 */
export const SURFACE: Record<Background, { box: string; eyebrow: string }> = {
  dark: {
    box: 'bg-brand-900 text-white [--heading-color:var(--color-white)] [--focus-ring:var(--color-white)] [--focus-halo:var(--color-brand-900)]',
    eyebrow: 'text-brand-100',
  },
  brand: {
    box: 'bg-brand-700 text-white [--heading-color:var(--color-white)] [--focus-ring:var(--color-white)] [--focus-halo:var(--color-brand-700)]',
    eyebrow: 'text-brand-100',
  },
  light: { box: 'bg-surface text-ink', eyebrow: 'text-brand-700' },
  white: { box: 'bg-white text-ink ring-1 ring-line ring-inset', eyebrow: 'text-brand-700' },
}

/** Text over a picture is always white; the box shows the chosen colour until the picture arrives. */
export const OVER_PICTURE =
  'text-white [--heading-color:var(--color-white)] [--focus-ring:var(--color-white)] [--focus-halo:var(--color-brand-900)]'

const PICTURE_BACKGROUND: Record<Background, string> = {
  dark: 'bg-brand-900',
  brand: 'bg-brand-700',
  light: 'bg-surface',
  white: 'bg-white',
}

export const pictureBox = (background: Background): string =>
  `${PICTURE_BACKGROUND[background]} ${OVER_PICTURE}`

/**
 * Darkens the picture behind the text: evenly on phones and tablets, where the text spans the width, and from
 * the left on laptops, where the text sits on the left. White text keeps at least 4.5:1 on any picture.
 */
export const PICTURE_SCRIM =
  'absolute inset-0 -z-10 bg-brand-900/75 lg:bg-transparent lg:bg-linear-to-r lg:from-brand-900/90 lg:via-brand-900/75 lg:via-60% lg:to-brand-900/20'
