import type { ReactNode } from 'react'

/**
 * A decorative line icon drawn on a 24 px grid with round strokes in the text colour: the site's icon style.
 * Screen readers skip it; the text beside it carries the meaning.
 */
export function LineIcon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  )
}
