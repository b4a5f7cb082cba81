export type ReviewSummary = { average_rating: number; total_review_count: number }

/** Average rating (0 to 5, one decimal; 0 when there are no reviews) and count. */
export function summarizeRatings(ratings: readonly number[]): ReviewSummary {
  if (ratings.length === 0) return { average_rating: 0, total_review_count: 0 }
  const sum = ratings.reduce((a, r) => a + r, 0)
  const average = Math.min(5, Math.max(0, sum / ratings.length))
  return { average_rating: Math.round(average * 10) / 10, total_review_count: ratings.length }
}
