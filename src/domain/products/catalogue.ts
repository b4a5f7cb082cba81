import type { AllProductsResponse, ProductCategoryEntry } from './responseSchemas'
import type { ProductEnvironment } from './environments'
import { fileLink } from './fileLink'

type Id = number | string

/** The rows the catalogue is built from, as plain values (the reader maps stored documents onto these). */
export type CategoryRow = { id: Id; name: string; slug: string; order: number }
export type FamilyRow = { id: Id; name: string; slug: string; categoryId: Id }
export type ProductRow = { modelNumber: string; name: string; familyId: Id; energyGuideUrl: string | null }

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })

/**
 * Nests products under their families and families under their categories: categories by their order (then
 * name), families by name, products by model number, so the answer is the same on every database. Families of
 * other categories and products of other families are left out; a category without families is still listed.
 */
export function assembleCatalogue(
  environment: ProductEnvironment,
  categories: readonly CategoryRow[],
  families: readonly FamilyRow[],
  products: readonly ProductRow[],
): AllProductsResponse {
  const productsOf = new Map<Id, ProductRow[]>()
  for (const p of products) productsOf.set(p.familyId, [...(productsOf.get(p.familyId) ?? []), p])
  const familiesOf = new Map<Id, FamilyRow[]>()
  for (const f of families) familiesOf.set(f.categoryId, [...(familiesOf.get(f.categoryId) ?? []), f])

  const entries: ProductCategoryEntry[] = [...categories]
    .sort((a, b) => a.order - b.order || byText(a.name, b.name))
    .map((c) => ({
      category: c.name,
      slug: c.slug,
      families: (familiesOf.get(c.id) ?? [])
        .sort((a, b) => byText(a.name, b.name))
        .map((f) => ({
          modelFamily: f.name,
          slug: f.slug,
          products: (productsOf.get(f.id) ?? [])
            .sort((a, b) => byText(a.modelNumber, b.modelNumber))
            .map((p) => ({
              modelNumber: p.modelNumber,
              name: p.name,
              energyGuide: fileLink(p.energyGuideUrl),
            })),
        })),
    }))
  return { environment, categories: entries }
}
