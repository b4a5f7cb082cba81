import { PRODUCT_ENVIRONMENTS } from '../../../domain/products/environments'
import { environmentParamSchema, isProductEnvironment } from '../../../domain/products/querySchemas'
import { apiHandler } from '../../api/handler'
import { CACHE_SEARCH, invalidRequest, jsonResponse, notFound } from '../../api/responses'
import type { ProductApiDeps } from './deps'

type Context = { params: Promise<{ environment: string }> }

const UNKNOWN_ENVIRONMENT = `Unknown environment: use ${PRODUCT_ENVIRONMENTS.join(' or ')}.`

/**
 * GET /api/v1/products/{environment}/allproducts: the product categories of one catalogue with their model
 * families and models (energy guide links). A malformed name is a 400 naming the field; a well-formed name
 * that is not a catalogue is a 404. Cached by shared caches like the dealer answers: edits show within a minute.
 */
export function createAllProductsHandler(deps: ProductApiDeps) {
  return apiHandler<Context>('all products', async (_req, ctx) => {
    const parsed = environmentParamSchema.safeParse(await ctx.params)
    if (!parsed.success) return invalidRequest(parsed.error)
    const { environment } = parsed.data
    if (!isProductEnvironment(environment)) return notFound(UNKNOWN_ENVIRONMENT)
    return jsonResponse(await deps.catalogue(environment), 200, CACHE_SEARCH)
  })
}
