'use client'

type Props = {
  page: number
  totalPages: number
  onChange: (page: number) => void
  /** Names the navigation landmark, e.g. 'Dealer results pages'. */
  label: string
  /** The buttons' words in the page's language (English without them). */
  words?: PaginationWords
}

export type PaginationWords = {
  previous: string
  previousFull: string
  next: string
  nextFull: string
  page: (n: number) => string
}

const ENGLISH_WORDS: PaginationWords = {
  previous: 'Prev',
  previousFull: 'Previous page',
  next: 'Next',
  nextFull: 'Next page',
  page: (n) => `Page ${n}`,
}

const BUTTON =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50'

/**
 * Number buttons with previous and next, disabled at the ends (spec §4). The current page carries
 * aria-current="page", so screen readers announce it; nothing renders for a single page.
 */
export function Pagination({ page, totalPages, onChange, label, words = ENGLISH_WORDS }: Props) {
  if (totalPages <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1)
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            className={`${BUTTON} border-line text-brand-700 hover:bg-brand-50`}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <span aria-hidden="true">‹ {words.previous}</span>
            <span className="sr-only">{words.previousFull}</span>
          </button>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-current={n === page ? 'page' : undefined}
              aria-label={words.page(n)}
              onClick={() => onChange(n)}
              className={`${BUTTON} ${n === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-line text-brand-700 hover:bg-brand-50'}`}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${BUTTON} border-line text-brand-700 hover:bg-brand-50`}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
          >
            <span aria-hidden="true">{words.next} ›</span>
            <span className="sr-only">{words.nextFull}</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
