import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Rng } from './prng'
import { AUTHOR_NAMES, OWNER_RESPONSES, REVIEW_BODIES, REVIEW_OPENINGS } from './vocabulary'

export type DemoReview = Omit<RequiredDataFromCollectionSlug<'dealer-reviews'>, 'dealer'> & { rating: number }

const DAY_MS = 86_400_000
/** A fixed "today" keeps the generated dates the same on every run. */
const LATEST_REVIEW = Date.UTC(2025, 5, 30)

function rating(rng: Rng): number {
  const r = rng.next()
  return r < 0.5 ? 5 : r < 0.75 ? 4 : r < 0.85 ? 3 : r < 0.93 ? 2 : 1
}

/** 0 reviews for about 3 % of dealers, otherwise 1 to 19 (about 10 on average). */
export function generateReviews(rng: Rng): DemoReview[] {
  const count = rng.chance(0.03) ? 0 : rng.int(1, 19)
  return Array.from({ length: count }, () => {
    const stars = rating(rng)
    const tone = stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'poor'
    const date = LATEST_REVIEW - rng.int(0, 1500) * DAY_MS
    const answered = rng.chance(0.35)
    return {
      author_name: `${rng.pick(AUTHOR_NAMES)} ${String.fromCharCode(65 + rng.int(0, 25))}.`,
      rating: stars,
      date: new Date(date).toISOString(),
      text: `${rng.pick(REVIEW_OPENINGS)} ${rng.pick(REVIEW_BODIES[tone])}`,
      owner_response: answered ? rng.pick(OWNER_RESPONSES) : null,
      owner_response_date: answered ? new Date(date + rng.int(1, 20) * DAY_MS).toISOString() : null,
      isDemo: true,
    }
  })
}
