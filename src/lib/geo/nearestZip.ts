import { around } from 'geokdbush'
import KDBush from 'kdbush'

import { centroidTable, type Centroid } from '../../domain/geo/centroids'
import { KM_PER_MILE } from '../../domain/geo/distance'
import { isPlace } from '../../domain/geo/places'
import { parsePostalCode } from '../../domain/geo/postalCode'
import {
  NEAREST_ZIP_MAX_MILES,
  nearestZipQuerySchema,
  OUTSIDE_AREA_MESSAGE,
  type NearestZipResponse,
} from '../../domain/locator/nearestZipQuery'
import { apiHandler } from '../api/handler'
import { readQuery } from '../api/query'
import { invalidRequest, jsonResponse, notFound } from '../api/responses'

type CentroidIndex = { tree: KDBush; rows: Centroid[] }
let index: CentroidIndex | undefined

/** A k-d tree over every zip and postal-area centre, built once per process (about 44,000 points). */
function centroidIndex(): CentroidIndex {
  if (index) return index
  const rows = [...centroidTable().values()].filter(isPlace)
  const tree = new KDBush(rows.length)
  for (const r of rows) tree.add(r.lon, r.lat)
  tree.finish()
  index = { tree, rows }
  return index
}

/**
 * The postal data knows Canada by forward sortation area only, and the locator searches a Canadian code by
 * its FSA, yet the zip box takes only a whole postal code (spec §5). A position in Canada is therefore
 * answered as its FSA with this local delivery unit: the code searches exactly that FSA's area.
 */
export const AREA_DELIVERY_UNIT = '0A0'

/** The code a visitor at `row` searches: the zip, or the FSA as a whole postal code the zip box accepts. */
function searchCode(row: Centroid): string | undefined {
  if (row.country === 'US') return row.key
  return parsePostalCode(`${row.key} ${AREA_DELIVERY_UNIT}`)?.display
}

/**
 * The zip (US) or postal code of the forward sortation area (Canada) whose centre is nearest, or null
 * outside both countries.
 */
export function nearestZip(lat: number, lon: number): NearestZipResponse | null {
  const { tree, rows } = centroidIndex()
  const [hit] = around(tree, lon, lat, 1, NEAREST_ZIP_MAX_MILES * KM_PER_MILE)
  const row = hit === undefined ? undefined : rows[hit]
  const zipcode = row && searchCode(row)
  if (!row || !zipcode) return null
  return { zipcode, city: row.city, state: row.state, country: row.country }
}

/** A position is private: the answer may be kept by the browser only, never by a shared cache. */
const CACHE_PRIVATE = 'private, max-age=3600'

/** GET /api/v1/geo/nearest-zip?lat=&lon=: 400 for a malformed position, 404 outside the US and Canada. */
export function createNearestZipHandler(find: typeof nearestZip = nearestZip) {
  return apiHandler('nearest zip', async (req: Request) => {
    const parsed = nearestZipQuerySchema.safeParse(readQuery(new URL(req.url)))
    if (!parsed.success) return invalidRequest(parsed.error)
    const found = find(parsed.data.lat, parsed.data.lon)
    return found ? jsonResponse(found, 200, CACHE_PRIVATE) : notFound(OUTSIDE_AREA_MESSAGE)
  })
}
