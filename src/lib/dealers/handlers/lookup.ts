import { dealerQuerySchemas } from '../../../domain/dealers/querySchemas'
import { apiHandler } from '../../api/handler'
import { CACHE_SEARCH, invalidRequest, jsonResponse, notFound } from '../../api/responses'
import { readQuery } from '../../api/query'
import { dealerJson } from '../searchIndex'
import type { DealerApiDeps } from './deps'

/** GET /api/v1/dealers/lookup?brand=&cid=: one Dealer record, or 404. */
export function createDealerLookupHandler(deps: DealerApiDeps) {
  return apiHandler('dealer lookup', async (req: Request) => {
    const settings = await deps.settings()
    const parsed = dealerQuerySchemas(settings.brandCode).lookup.safeParse(readQuery(new URL(req.url)))
    if (!parsed.success) return invalidRequest(parsed.error)
    const body = dealerJson(await deps.index(), parsed.data.cid)
    return body ? jsonResponse(body, 200, CACHE_SEARCH) : notFound('Unknown dealer')
  })
}
