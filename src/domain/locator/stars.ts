export type StarKind = 'full' | 'half' | 'empty'

/**
 * Five stars for a 0–5 rating (spec §5): a star is full when the rating reaches its whole number, half when
 * the rating lies between the previous whole number and this one, otherwise empty.
 */
export function starKinds(rating: number): StarKind[] {
  const r = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0
  return [1, 2, 3, 4, 5].map((n) => (r >= n ? 'full' : r > n - 1 ? 'half' : 'empty'))
}

/** A rating as the stars' text gives it: between 0 and 5, to one decimal. */
export const shownRating = (rating: number): number => Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10

/** The stars' text equivalent in English: 'Rated 4.5 out of 5'. */
export const ratingText = (rating: number): string => `Rated ${shownRating(rating).toString()} out of 5`
