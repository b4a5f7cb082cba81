import { reviewsQuerySchema } from '../../../domain/dealers/querySchemas'
import { apiHandler } from '../../api/handler'
import { CACHE_REVIEWS, invalidRequest, jsonResponse, notFound } from '../../api/responses'
import { readQuery } from '../../api/query'
import type { DealerApiDeps } from './deps'

type Context = { params: Promise<{ companyId: string }> }

/** GET /api/v1/reviews/dealers/retrieve-reviews/{companyId}?page=&pageAmount= */
export function createDealerReviewsHandler(deps: DealerApiDeps) {
  return apiHandler<Context>('dealer reviews', async (req, ctx) => {
    const { companyId } = await ctx.params
    const parsed = reviewsQuerySchema.safeParse({ ...readQuery(new URL(req.url)), companyId })
    if (!parsed.success) return invalidRequest(parsed.error)
    const { page, pageAmount } = parsed.data
    const result = await deps.reviews(parsed.data.companyId, page, pageAmount)
    return result ? jsonResponse(result, 200, CACHE_REVIEWS) : notFound('Unknown dealer')
  })
}
