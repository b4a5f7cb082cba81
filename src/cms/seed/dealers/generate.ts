import { summarizeRatings } from '../../../domain/dealers/reviewSummary'
import { findCentroid } from '../../../domain/geo/centroids'
import { distanceMiles } from '../../../domain/geo/distance'
import { parsePostalCode } from '../../../domain/geo/postalCode'
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
export function generateDemoNetwork(
  opts: { count?: number; seed?: number; withReviews?: boolean } = {},
): DemoNetwork {
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
  for (const zip of [DEMO_ZIPS.denseMetro, DEMO_ZIPS.canadian])
    claimTerritory(dealers, zip, TERRITORY_DEALERS_PER_DEMO_ZIP)
  return { dealers, reviews }
}

/** The dense-metro and Canadian demo zips get territory dealers for sure: the nearest few cover them. */
const TERRITORY_DEALERS_PER_DEMO_ZIP = 4

function claimTerritory(dealers: DemoDealer[], zip: string, count: number) {
  const code = parsePostalCode(zip)
  const center = code && findCentroid(code)
  if (!code || !center) throw new Error(`Demo zip ${zip} is not in the postal data`)
  const nearest = dealers
    .map((d, i) => ({ i, miles: distanceMiles(center, d.location) }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, count)
  for (const { i } of nearest) {
    const dealer = dealers[i]
    if (dealer && !dealer.serviceArea?.includes(code.key))
      dealer.serviceArea = [...(dealer.serviceArea ?? []), code.key]
  }
}
