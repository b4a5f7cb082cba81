import { summarizeRatings } from '../../../domain/dealers/reviewSummary'
import { DEMO_ZIPS } from './demoZips'
import { type DemoDealer, generateDealer } from './generateDealer'
import { type DemoReview, generateReviews } from './generateReviews'
import { DemoPlaces } from './placement'
import { createRng } from './prng'

export const DEMO_SEED = 20_261_122
export const DEMO_DEALER_COUNT = 2500

export type DemoNetwork = { dealers: DemoDealer[]; reviews: DemoReview[][] }

/**
 * The demo dealer network, the same for the same options: one dealer in every state and province first,
 * the reserved single dealer of DEMO_ZIPS.singleDealer, then the rest spread by zip density.
 * `reviews[i]` are dealer i's reviews; the dealer's rating summary already matches them.
 */
export function generateDemoNetwork(opts: { count?: number; seed?: number; withReviews?: boolean } = {}): DemoNetwork {
  const count = opts.count ?? DEMO_DEALER_COUNT
  const rng = createRng(opts.seed ?? DEMO_SEED)
  const places = new DemoPlaces()
  const homes = [...places.byState.keys()].sort().map((state) => rng.pick(places.byState.get(state) ?? []))
  const dealers: DemoDealer[] = []
  const reviews: DemoReview[][] = []
  for (let i = 0; i < count; i++) {
    const reserved = i === homes.length
    const home = reserved ? places.single : (homes[i] ?? places.randomPlace(rng))
    const area = reserved ? [DEMO_ZIPS.singleDealer] : places.serviceArea(rng, home)
    const dealer = generateDealer(rng, i, home, area)
    const own = opts.withReviews === false ? [] : generateReviews(rng)
    dealer.metaData = { ...dealer.metaData, ...summarizeRatings(own.map((r) => r.rating)) }
    dealers.push(dealer)
    reviews.push(own)
  }
  return { dealers, reviews }
}
