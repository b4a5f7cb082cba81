import 'server-only'

import type { Payload } from 'payload'

import { assembleCatalogue } from '../../domain/products/catalogue'
import type { ProductEnvironment } from '../../domain/products/environments'
import type { AllProductsResponse } from '../../domain/products/responseSchemas'

/** Far above any real catalogue; a bound so no read is ever unlimited. */
const MAX_ROWS = 5000

const idOf = (value: number | { id: number }): number => (typeof value === 'object' ? value.id : value)

/**
 * The catalogue of one environment, read as a visitor may read it (overrideAccess: false): three reads, one
 * per collection, whatever the catalogue's size.
 */
export async function readCatalogue(
  payload: Payload,
  environment: ProductEnvironment,
): Promise<AllProductsResponse> {
  const common = { overrideAccess: false, pagination: false, limit: MAX_ROWS } as const
  const categories = await payload.find({
    ...common,
    collection: 'product-categories',
    where: { environments: { in: [environment] } },
    depth: 0,
    select: { name: true, slug: true, order: true },
  })
  const categoryIds = categories.docs.map((c) => c.id)
  const families = categoryIds.length
    ? await payload.find({
        ...common,
        collection: 'model-families',
        where: { category: { in: categoryIds } },
        depth: 0,
        select: { name: true, slug: true, category: true },
      })
    : { docs: [] }
  const familyIds = families.docs.map((f) => f.id)
  const products = familyIds.length
    ? await payload.find({
        ...common,
        collection: 'products',
        where: { family: { in: familyIds } },
        // The energy guide is read to get its file address.
        depth: 1,
        select: { modelNumber: true, name: true, family: true, energyGuide: true },
      })
    : { docs: [] }
  return assembleCatalogue(
    environment,
    categories.docs.map((c) => ({ id: c.id, name: c.name, slug: c.slug, order: c.order })),
    families.docs.map((f) => ({ id: f.id, name: f.name, slug: f.slug, categoryId: idOf(f.category) })),
    products.docs.map((p) => ({
      modelNumber: p.modelNumber,
      name: p.name,
      familyId: idOf(p.family),
      energyGuideUrl: typeof p.energyGuide === 'object' ? (p.energyGuide?.url ?? null) : null,
    })),
  )
}
