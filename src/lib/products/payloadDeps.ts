import 'server-only'

import { getPayloadClient } from '../payload'
import { readCatalogue } from './catalogue'
import type { ProductApiDeps } from './handlers/deps'

/** The product endpoint as the site runs it: Payload's database. */
export const payloadProductDeps: ProductApiDeps = {
  catalogue: async (environment) => readCatalogue(await getPayloadClient(), environment),
}
