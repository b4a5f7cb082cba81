import { centroidTable, type Centroid } from './centroids'

/**
 * Which zips are places people live. The `zipcodes` data keeps no zip type (standard, PO box, unique,
 * military), so the rules read what its rows do carry: where each position came from.
 *
 * The data takes a US position from GeoNames (four decimals) and, where GeoNames has none, from the older
 * federal list, rounded to two decimals. Those fall-back rows are the company, contest and PO-box-only zips
 * a town's mail is not delivered to (`10149 Muscular Dystrophy, NY`, `10094 Marden Kane Inc`), with coarse
 * and sometimes wrong positions (`10200` lies in Asia). Military mail (AA, AE, AP) and rows at 0,0 (nine FSAs
 * without a position, K0H among them) have placeholder positions. Other Canadian rows are all places.
 */

const MILITARY_STATES = new Set(['AA', 'AE', 'AP'])

/** Digits after the decimal point of a coordinate as the data writes it. */
const decimals = (n: number): number => {
  const text = String(n)
  const dot = text.indexOf('.')
  return dot < 0 ? 0 : text.length - dot - 1
}

/** A position taken from the federal list: both coordinates at two decimals or fewer. */
const isCoarsePosition = (c: Centroid): boolean => decimals(c.lat) <= 2 && decimals(c.lon) <= 2

let geoNamesStates: Set<string> | undefined

/**
 * States where GeoNames gave positions: the 50 states and DC. Its US file leaves out Puerto Rico, the Virgin
 * Islands and the Pacific territories, whose every zip has a federal-list position: there a coarse position
 * says nothing about the zip.
 */
function statesWithGeoNames(): Set<string> {
  geoNamesStates ??= new Set(
    [...centroidTable().values()]
      .filter((c) => c.country === 'US' && !isCoarsePosition(c))
      .map((c) => c.state),
  )
  return geoNamesStates
}

/**
 * A zip or postal area a visitor can stand in: not military mail, not at 0,0 and, in a state GeoNames
 * covers, with a GeoNames position (the federal list's fall-back rows are organisations and PO-box-only zips).
 */
export function isPlace(c: Centroid): boolean {
  if (c.lat === 0 && c.lon === 0) return false
  if (c.country === 'CA') return true
  if (MILITARY_STATES.has(c.state)) return false
  return !(isCoarsePosition(c) && statesWithGeoNames().has(c.state))
}

const positionKey = (c: Centroid): string => `${c.lat},${c.lon}`

let populated: Set<string> | undefined

/**
 * Keys of zips with a position of their own: places (`isPlace`) whose position no other zip shares.
 * GeoNames puts the PO-box and company zips of a town at the town's centre, several to one point
 * (149 Washington, DC zips at 38.8933,-77.0146), while a delivery zip has a centre of its own. A few
 * standard zips that share a point are left out with them, which costs a generated network nothing.
 */
export function populatedZipKeys(): ReadonlySet<string> {
  if (populated) return populated
  const rows = [...centroidTable().values()].filter(isPlace)
  const perPosition = new Map<string, number>()
  for (const c of rows) perPosition.set(positionKey(c), (perPosition.get(positionKey(c)) ?? 0) + 1)
  populated = new Set(
    rows.filter((c) => c.country === 'CA' || perPosition.get(positionKey(c)) === 1).map((c) => c.key),
  )
  return populated
}
