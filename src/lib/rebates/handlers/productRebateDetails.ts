import { parsePostalCode } from '../../../domain/geo/postalCode'
import { UNKNOWN_ZIP_TEXT } from '../../../domain/rebates/messages'
import { rebateDetails } from '../../../domain/rebates/programs'
import { rebateQuerySchema } from '../../../domain/rebates/querySchemas'
import type { RebateDetailsResponse } from '../../../domain/rebates/responseSchemas'
import { apiHandler } from '../../api/handler'
import { readQuery } from '../../api/query'
import { CACHE_SEARCH, invalidRequest, jsonResponse, notFound } from '../../api/responses'
import type { RebateApiDeps } from './deps'

/**
 * GET /api/v1/rebates/productRebateDetails.json?zip=&pageSize= (docs/rebates.md): the area and, per product
 * category, the largest rebate and its programs. A malformed zip or page size is a 400 naming the field; a
 * zip of the right shape that is no known place is a 404; a place without programs is a 200 with none.
 */
export function createRebateDetailsHandler(deps: RebateApiDeps) {
  return apiHandler('rebate details', async (req: Request) => {
    const parsed = rebateQuerySchema.safeParse(readQuery(new URL(req.url)))
    if (!parsed.success) return invalidRequest(parsed.error)
    const code = parsePostalCode(parsed.data.zip)
    const area = code ? deps.findArea(code) : undefined
    if (!code || !area) return notFound(UNKNOWN_ZIP_TEXT)
    const programs = await deps.programs(code.country)
    const body: RebateDetailsResponse = {
      area: { cityState: `${area.city}, ${area.state}` },
      productRebateDetails: rebateDetails(
        programs,
        { code, state: area.state },
        deps.now(),
        parsed.data.pageSize,
      ),
    }
    return jsonResponse(body, 200, CACHE_SEARCH)
  })
}
