import { createAllProductsHandler } from '@/lib/products/handlers/allProducts'
import { payloadProductDeps } from '@/lib/products/payloadDeps'

/** Product categories, model families and models of one catalogue (residential or commercial). */
export const GET = createAllProductsHandler(payloadProductDeps)
