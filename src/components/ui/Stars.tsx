import { ratingText, starKinds, type StarKind } from '@/domain/locator/stars'

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z'

function Star({ kind, id }: { kind: StarKind; id: string }) {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" data-star={kind}>
      {kind === 'half' ? (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      ) : null}
      <path
        d={STAR}
        fill={kind === 'full' ? 'currentColor' : kind === 'half' ? `url(#${id})` : 'none'}
        stroke="currentColor"
        strokeWidth="1.2"
      />
    </svg>
  )
}

/**
 * Five stars for a 0–5 rating (full, half, empty as spec §5 says) with its text equivalent for screen readers.
 * `idPrefix` keeps the half-star gradient's id unique on a page showing many ratings.
 */
export function Stars({
  rating,
  idPrefix,
  className = '',
  label,
}: {
  rating: number
  idPrefix: string
  className?: string
  /** The text equivalent in the page's language; the English 'Rated 4.5 out of 5' without one. */
  label?: string
}) {
  return (
    <span className={`inline-flex items-center gap-0.5 text-amber-700 ${className}`}>
      {starKinds(rating).map((kind, i) => (
        <Star key={i} kind={kind} id={`${idPrefix}-half`} />
      ))}
      <span className="sr-only">{label ?? ratingText(rating)}</span>
    </span>
  )
}
