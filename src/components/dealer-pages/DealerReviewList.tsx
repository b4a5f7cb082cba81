import { Stars } from '../ui/Stars'

export type ShownReview = {
  author_name: string
  rating: number
  date: string
  text?: string | null
  owner_response?: string | null
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** The dealer's latest reviews, newest first, with the dealer's answer where it gave one. */
export function DealerReviewList({
  reviews,
  count,
  headingClass,
}: {
  reviews: ShownReview[]
  count: number
  headingClass: string
}) {
  return (
    <section aria-labelledby="dealer-reviews" className="flex flex-col gap-3">
      <h2 id="dealer-reviews" className={headingClass}>
        Latest reviews
      </h2>
      {reviews.length === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.map((r, i) => (
            <li key={`${r.date}-${i}`} className="rounded-lg border border-line bg-white p-4">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{r.author_name}</span>
                <Stars rating={r.rating} idPrefix={`review-${i}`} />
                <time dateTime={r.date} className="text-sm text-muted">
                  {day(r.date)}
                </time>
              </p>
              {r.text ? <p className="mt-2">{r.text}</p> : null}
              {r.owner_response ? (
                <p className="mt-2 border-l-4 border-line pl-3 text-sm">
                  <span className="font-semibold">Response from the owner: </span>
                  {r.owner_response}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {count > reviews.length ? (
        <p className="text-sm text-muted">
          Showing the latest {reviews.length} of {count} reviews.
        </p>
      ) : null}
    </section>
  )
}
