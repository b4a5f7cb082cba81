import type { ProductEnvironment } from '../../../domain/products/environments'
import type { AllProductsResponse } from '../../../domain/products/responseSchemas'

/**
 * What the product endpoint needs: the catalogue of one environment. The route passes the Payload-backed
 * implementation (payloadDeps.ts); tests pass an in-memory one.
 */
export type ProductApiDeps = {
  catalogue(environment: ProductEnvironment): Promise<AllProductsResponse>
}
