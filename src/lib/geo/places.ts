import { regionName, resolvePlace, searchPlaces, type PlaceMatch } from '../../domain/geo/placeNames'
import { placesQuerySchema, type PlacesResponse } from '../../domain/geo/placesQuery'
import { apiHandler } from '../api/handler'
import { readQuery } from '../api/query'
import { invalidRequest, jsonResponse } from '../api/responses'

/** Place names change with the postal data only: browsers and CDNs may keep an answer for a day. */
const CACHE_PLACES = 'public, max-age=86400, s-maxage=86400'

const answer = (p: PlaceMatch): PlacesResponse['places'][number] => ({
  name: p.name,
  state: p.state,
  stateName: regionName(p.state) ?? p.state,
  country: p.country,
  zipcode: p.zipcode,
  label: p.label,
})

/**
 * GET /api/v1/geo/places?q=: the US and Canadian places a typed name may mean, each with a zip or postal code
 * to search it by, from the postal data the site ships (no outside service). 200 with an empty list when
 * nothing matches; 400 with field messages for a malformed query.
 */
export function createPlacesHandler() {
  return apiHandler('places', async (req: Request) => {
    const parsed = placesQuerySchema.safeParse(readQuery(new URL(req.url)))
    if (!parsed.success) return invalidRequest(parsed.error)
    const { q, limit, match } = parsed.data
    const found = match === 'whole' ? resolvePlace(q, limit) : searchPlaces(q, limit)
    const body: PlacesResponse = { places: found.map(answer) }
    return jsonResponse(body, 200, CACHE_PLACES)
  })
}
