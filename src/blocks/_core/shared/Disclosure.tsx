import type { ReactNode } from 'react'

import { FOCUS_RING } from './styles'

/**
 * A native disclosure (`<details>`) with the site's summary row and chevron: opens by click, Enter and Space
 * with no script, and the browser's find-in-page opens it. Lay several out in a list with dividers.
 */
export function Disclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details className="group">
      <summary
        className={`flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden ${FOCUS_RING}`}
      >
        {summary}
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      {children}
    </details>
  )
}
