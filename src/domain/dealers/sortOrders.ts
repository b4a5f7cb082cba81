/**
 * The orders a visitor may ask of a search (`?sort=`). `distance` is the specification's order (buckets,
 * randomized territory buckets, nearest first within the radius buckets) and the default; `rating` puts the
 * best average rating first, `reviews` the most reviews. Both break ties by the other, then by distance.
 */
export const SORT_ORDERS = ['distance', 'rating', 'reviews'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]
export const DEFAULT_SORT: SortOrder = 'distance'

export const isSortOrder = (value: unknown): value is SortOrder =>
  typeof value === 'string' && (SORT_ORDERS as readonly string[]).includes(value)

/** The fields a sort reads from a search result. */
export type Sortable = {
  data: { companyID: number }
  metaData: { average_rating: number; total_review_count: number }
  distance?: number
}

const distanceOf = (d: Sortable) => d.distance ?? Number.POSITIVE_INFINITY

function compareFor(sort: Exclude<SortOrder, 'distance'>): (a: Sortable, b: Sortable) => number {
  const byRating = (a: Sortable, b: Sortable) => b.metaData.average_rating - a.metaData.average_rating
  const byReviews = (a: Sortable, b: Sortable) =>
    b.metaData.total_review_count - a.metaData.total_review_count
  const [first, second] = sort === 'rating' ? [byRating, byReviews] : [byReviews, byRating]
  return (a, b) =>
    first(a, b) || second(a, b) || distanceOf(a) - distanceOf(b) || a.data.companyID - b.data.companyID
}

/**
 * The dealers in `sort` order, a new array; `distance` keeps the order given (the service's ranking, which the
 * locator then orders by bucket).
 */
export function sortDealers<D extends Sortable>(dealers: readonly D[], sort: SortOrder): D[] {
  if (sort === 'distance') return dealers.slice()
  return dealers.slice().sort(compareFor(sort))
}
