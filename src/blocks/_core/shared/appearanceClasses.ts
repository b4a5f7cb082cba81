import type { BlockAppearance } from '@/payload-types'

import { cleanClassName } from './appearance'
import { safeImageUrl } from '../../../domain/url'

type Option<K extends keyof BlockAppearance> = NonNullable<BlockAppearance[K]>

// Each palette sets its text colour and the focus-ring / muted-text variables so nested content
// stays at WCAG AA contrast whatever the background.
const BACKGROUND: Record<Option<'backgroundColor'>, string> = {
  none: '',
  white: 'bg-white text-ink [--focus-ring:var(--color-brand-700)] [--muted-text:var(--color-muted)]',
  light: 'bg-surface text-ink [--focus-ring:var(--color-brand-700)] [--muted-text:var(--color-muted)]',
  brand:
    'bg-brand-700 text-white [--heading-color:var(--color-white)] [--focus-ring:var(--color-white)] [--muted-text:var(--color-brand-100)]',
  dark: 'bg-brand-900 text-white [--heading-color:var(--color-white)] [--focus-ring:var(--color-white)] [--muted-text:var(--color-brand-100)]',
}

// With an image behind white text, multiplying by the brand colour keeps the text readable.
const IMAGE_TINT: Record<Option<'backgroundColor'>, string> = {
  none: '',
  white: '',
  light: '',
  brand: 'bg-blend-multiply',
  dark: 'bg-blend-multiply',
}

// The larger steps shrink on small screens so a padded section never squeezes its text on a phone.
const PADDING: Record<Option<'padding'>, string> = {
  '1': 'p-1',
  '2': 'p-2',
  '3': 'p-3',
  '4': 'p-4',
  '5': 'p-5',
  '6': 'p-6',
  '8': 'p-6 sm:p-8',
  '10': 'p-6 sm:p-10',
  '12': 'p-6 sm:p-12',
  '16': 'p-8 sm:p-16',
  '20': 'p-8 sm:p-20',
  '24': 'p-10 sm:p-24',
  '32': 'p-12 sm:p-32',
}

const SHADOW: Record<Option<'shadow'>, string> = {
  none: '',
  small: 'rounded-lg shadow-sm',
  medium: 'rounded-lg shadow-md',
  large: 'rounded-xl shadow-lg',
}

export type AppearanceStyle = { className: string; backgroundImage: string | null }

/** Turns a block's appearance settings into class names and an optional CSS background image. */
export function appearanceStyle(appearance: BlockAppearance | null | undefined): AppearanceStyle {
  if (!appearance) return { className: '', backgroundImage: null }
  const background = appearance.backgroundColor ?? 'none'
  const image = safeImageUrl(appearance.bgImageUrl)
  const classes = [
    BACKGROUND[background],
    appearance.padding ? PADDING[appearance.padding] : '',
    SHADOW[appearance.shadow ?? 'none'],
    image ? `bg-cover bg-center ${IMAGE_TINT[background]}` : '',
    cleanClassName(appearance.className),
  ]
  return {
    className: classes.filter(Boolean).join(' ').trim(),
    backgroundImage: image ? `url("${image}")` : null,
  }
}
