import type { Payload } from 'payload'

type Props = { payload: Payload; id?: number | string }

const SHOWN = 20

/**
 * The dealer's reviews, newest first, read-only (reviews come from the provider): each links to the review,
 * where staff hide it with a reason, and hidden ones say so.
 */
export async function DealerReviewsList({ payload, id }: Props) {
  if (id === undefined) return null
  const admin = payload.config.routes.admin
  const reviews = await payload.find({
    collection: 'dealer-reviews',
    where: { dealer: { equals: id } },
    sort: '-date',
    limit: SHOWN,
    depth: 0,
    overrideAccess: true,
  })
  const all = `${admin}/collections/dealer-reviews?where[dealer][equals]=${encodeURIComponent(String(id))}`
  return (
    <section className="dealer-reviews" aria-labelledby="dealer-reviews-title">
      <h3 id="dealer-reviews-title">Reviews ({reviews.totalDocs})</h3>
      {reviews.totalDocs === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <>
          <p className="dealer-reviews__note">
            Reviews come from the review provider and are not edited here. Open one to hide it, with a reason.
          </p>
          <table className="dealer-reviews__table">
            <thead>
              <tr>
                <th scope="col">Author</th>
                <th scope="col">Rating</th>
                <th scope="col">Date</th>
                <th scope="col">On the site</th>
              </tr>
            </thead>
            <tbody>
              {reviews.docs.map((review) => (
                <tr key={review.id}>
                  <td>
                    <a href={`${admin}/collections/dealer-reviews/${review.id}`}>{review.author_name}</a>
                  </td>
                  <td>{review.rating} of 5</td>
                  <td>{review.date.slice(0, 10)}</td>
                  <td>{review.hidden ? 'Hidden' : 'Shown'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {reviews.totalDocs > SHOWN ? <a href={all}>All {reviews.totalDocs} reviews</a> : null}
        </>
      )}
    </section>
  )
}
