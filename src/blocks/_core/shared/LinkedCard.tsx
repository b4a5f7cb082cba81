import type { ReactNode } from 'react'

import type { Media } from '@/payload-types'

import { MediaImage } from './image/MediaImage'
import { FOCUS_RING } from './styles'

/** The arrow after a link tile's or card's text; decorative, as the text names the link. */
export function LinkArrow() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="size-5 shrink-0">
      <path
        d="M4 10h11m-4-5 5 5-5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

const UNDERLINED_ON_HOVER =
  'font-semibold underline decoration-transparent underline-offset-4 group-hover:decoration-current'
const TEXT = `flex items-center justify-between gap-2 p-4 text-lg ${UNDERLINED_ON_HOVER}`
const COMPACT_TEXT = `flex flex-1 items-center justify-between gap-2 p-4 text-base ${UNDERLINED_ON_HOVER}`

type Props = {
  href: string
  image: number | Media | null | undefined
  /** The card's text, which names the link. */
  label: ReactNode
  /** Shown in place of the picture when there is none. */
  fallback?: ReactNode
  /** A smaller text that fills the card below the picture (a grid of five cards). */
  compact?: boolean
}

/**
 * A card that is one link: a picture above the text and an arrow. The text names the link, so the picture is
 * decorative.
 */
export function LinkedCard({ href, image, label, fallback, compact = false }: Props) {
  return (
    <a
      href={href}
      className={`group flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white text-brand-800 hover:border-brand-600 ${FOCUS_RING}`}
    >
      <MediaImage
        media={image}
        displayWidth="third"
        decorative
        className="aspect-[4/3] w-full object-cover"
        fallback={fallback}
      />
      <span className={compact ? COMPACT_TEXT : TEXT}>
        {label}
        <LinkArrow />
      </span>
    </a>
  )
}
