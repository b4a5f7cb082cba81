import { around } from 'geokdbush'
import KDBush from 'kdbush'

import { coveringEntries } from '../../../domain/dealers/serviceArea'
import { type Centroid, centroidTable } from '../../../domain/geo/centroids'
import { distanceMiles } from '../../../domain/geo/distance'
import { populatedZipKeys } from '../../../domain/geo/places'
import { parsePostalCode } from '../../../domain/geo/postalCode'
import { DEMO_ZIPS, RESERVED_CLEARANCE_MILES } from './demoZips'
import type { Rng } from './prng'

/** Military mail and Pacific territories have no demo dealers; states, DC, PR, VI and all provinces do. */
const SKIPPED_STATES = new Set(['AA', 'AE', 'AP', 'AS', 'FM', 'GU', 'MH', 'MP', 'PW'])

const centroidOf = (zip: string): Centroid => {
  const code = parsePostalCode(zip)
  const c = code && centroidTable().get(code.key)
  if (!c) throw new Error(`Demo zip ${zip} is not in the postal data`)
  return c
}

/** Where demo dealers may go, and which service-area entries they must never hold. */
export class DemoPlaces {
  readonly single = centroidOf(DEMO_ZIPS.singleDealer)
  readonly empty = centroidOf(DEMO_ZIPS.noDealers)
  readonly places: Centroid[]
  readonly byState = new Map<string, Centroid[]>()
  private readonly tree: KDBush
  private readonly forbidden: Set<string>

  constructor() {
    // Only zips of towns, never a company's, a PO box's or one without a position (domain/geo/places.ts).
    const populated = populatedZipKeys()
    this.places = [...centroidTable().values()].filter(
      (c) =>
        populated.has(c.key) &&
        !SKIPPED_STATES.has(c.state) &&
        distanceMiles(c, this.single) > RESERVED_CLEARANCE_MILES.singleDealer &&
        distanceMiles(c, this.empty) > RESERVED_CLEARANCE_MILES.noDealers,
    )
    for (const c of this.places) {
      const list = this.byState.get(c.state)
      if (list) list.push(c)
      else this.byState.set(c.state, [c])
    }
    this.tree = new KDBush(this.places.length)
    for (const c of this.places) this.tree.add(c.lon, c.lat)
    this.tree.finish()
    const reserved = [DEMO_ZIPS.singleDealer, DEMO_ZIPS.noDealers].map((z) => parsePostalCode(z))
    this.forbidden = new Set(reserved.flatMap((code) => (code ? coveringEntries(code) : [])))
  }

  /** Uniform over zips, so dealers follow zip density, which roughly follows population. */
  randomPlace(rng: Rng): Centroid {
    return rng.pick(this.places)
  }

  /** Service area: the dealer's own zip or FSA, a few neighbours within 30 miles, sometimes a prefix. */
  serviceArea(rng: Rng, home: Centroid): string[] {
    const entries = new Set<string>([home.key])
    const extra = rng.int(0, 6)
    if (extra > 0) {
      for (const i of around(this.tree, home.lon, home.lat, extra + 1, 30 * 1.609344)) {
        const near = this.places[i]
        if (near) entries.add(near.key)
      }
    }
    if (rng.chance(0.08)) entries.add(home.key.slice(0, home.country === 'US' ? 3 : 2))
    return [...entries].filter((e) => !this.forbidden.has(e))
  }
}
