import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '../payload'
import { readCatalogue } from './catalogue'

import { CACHE_SECONDS, cacheTags } from '../../config/cacheTags'
import type { ProductEnvironment } from '../../domain/products/environments'
import type { AllProductsResponse } from '../../domain/products/responseSchemas'

/**
 * The product catalogue of one environment, as the product endpoint reads it (lib/products/catalogue), for the
 * energy-guide list. Cached like the page itself and expired with it when the catalogue changes
 * (Products/hooks/revalidateCatalogue expires the pages tag).
 */
export const getCatalogue = (environment: ProductEnvironment): Promise<AllProductsResponse> =>
  unstable_cache(
    async () => readCatalogue(await getPayloadClient(), environment),
    ['energy-guides', environment],
    { tags: [cacheTags.pages], revalidate: CACHE_SECONDS },
  )()
