import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { demoCategories } from './categories'
import { demoFamilies } from './families'
import { seedDealerResourcesPage } from './page'
import { renderProductImage } from './png'
import { type Model, models, seedFamily, seedModel, TECHNICAL_DOCUMENTS } from './writes'

export { DEALER_RESOURCES_PATH } from './page'

export type ProductSeedReport = { categories: number; families: number; products: number; files: number }

async function seedCatalogue(req: PayloadRequest, brand: string, images: Map<Model, Promise<Buffer>>) {
  const familyIds: number[] = []
  const productIds: number[] = []
  for (const category of demoCategories) {
    const { name, slug, order, environments } = category
    const { id: categoryId } = await req.payload.create({
      collection: 'product-categories',
      req,
      data: { name, slug, order, environments },
    })
    for (const family of demoFamilies.filter((f) => f.category === slug)) {
      const familyId = await seedFamily(req, { family, category, categoryId, brand })
      familyIds.push(familyId)
      for (const model of models.filter((m) => m.family === family)) {
        productIds.push(await seedModel(req, model, familyId, brand, images.get(model)!))
      }
    }
  }
  await seedDealerResourcesPage(req, familyIds, productIds)
  return { familyIds, productIds }
}

/**
 * The demo catalogue (seven categories, 14 model families, 18 models) with generated PDFs and PNGs, and the
 * dealer resources page that shows them. Idempotent: nothing is written when any product category exists.
 * Everything is written in one transaction: a crash leaves no half catalogue behind (the next start seeds it
 * again), and one commit instead of one per document keeps the seed to a second or two.
 */
export async function seedProducts(payload: Payload): Promise<ProductSeedReport | null> {
  const { totalDocs } = await payload.count({ collection: 'product-categories' })
  if (totalDocs > 0) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const brand = settings.brandName || 'Alderline'
  // sharp draws the images on its own threads while this one writes the catalogue; each is awaited when stored.
  const images = new Map(
    models.map((m) => [
      m,
      renderProductImage({ brand, modelNumber: m.modelNumber, name: m.name, shape: m.category.shape }),
    ]),
  )

  // Each drawing is awaited where it is stored; this only keeps one left unused by a failed seed from
  // becoming an unhandled rejection.
  for (const drawing of images.values()) drawing.catch(() => undefined)

  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  await initTransaction(req)
  try {
    const { familyIds, productIds } = await seedCatalogue(req, brand, images)
    await commitTransaction(req)
    return {
      categories: demoCategories.length,
      families: familyIds.length,
      products: productIds.length,
      files: familyIds.length * (1 + TECHNICAL_DOCUMENTS.length) + productIds.length * 2,
    }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The seed's line in the start-up report (the caller's list of what was seeded). */
export async function seedProductsLine(payload: Payload): Promise<string> {
  const started = Date.now()
  const seeded = await seedProducts(payload)
  if (!seeded) return 'Demo products: catalogue present, nothing seeded'
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  return `Demo products: ${seeded.categories} categories, ${seeded.families} model families, ${seeded.products} models and ${seeded.files} files seeded in ${seconds} s`
}
