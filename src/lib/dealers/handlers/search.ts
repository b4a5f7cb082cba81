import { dealerQuerySchemas } from '../../../domain/dealers/querySchemas'
import { parsePostalCode } from '../../../domain/geo/postalCode'
import { apiHandler } from '../../api/handler'
import { CACHE_SEARCH, invalidRequest, jsonResponse } from '../../api/responses'
import { readQuery } from '../../api/query'
import { searchResponseBody } from '../searchResponse'
import type { DealerApiDeps } from './deps'

/**
 * GET /api/v1/dealers/locations and /locate: brand, zipcode, optional sort and radius (the locator's choices;
 * the specification's order and the site setting's radius without them); url, mtaAnonymousId and
 * mtaSessionId are ignored.
 */
export function createDealerSearchHandler(deps: DealerApiDeps) {
  return apiHandler('dealer search', async (req: Request) => {
    const settings = await deps.settings()
    const parsed = dealerQuerySchemas(settings.brandCode).search.safeParse(readQuery(new URL(req.url)))
    if (!parsed.success) return invalidRequest(parsed.error)
    const code = parsePostalCode(parsed.data.zipcode)
    if (!code) throw new Error('zipcode passed the schema but not the parser') // the schema uses the same rule
    const { radius, sort } = parsed.data
    const body = searchResponseBody(await deps.index(), code, radius ?? settings.radiusMiles, sort)
    return jsonResponse(body, 200, CACHE_SEARCH)
  })
}
