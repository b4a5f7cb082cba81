'use client'

type Props = {
  page: number
  totalPages: number
  onChange: (page: number) => void
  /** Names the navigation landmark, e.g. 'Dealer results pages'. */
  label: string
}

const BUTTON =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50'

/**
 * Number buttons with previous and next, disabled at the ends (spec §4). The current page carries
 * aria-current="page", so screen readers announce it; nothing renders for a single page.
 */
export function Pagination({ page, totalPages, onChange, label }: Props) {
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
            <span aria-hidden="true">‹</span> Prev<span className="sr-only">ious page</span>
          </button>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
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
            Next<span className="sr-only"> page</span> <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
