import type { AllProductsResponse } from '../products/responseSchemas'

/** The document list item of the specification (§3): the file's title and its address. */
export type DocumentItem = { fileTitle: string; fileLink: string }

/** The energy guides of one product category, for a list with the category's name as its heading. */
export type EnergyGuideGroup = { category: string; slug: string; items: DocumentItem[] }

/** A model's energy guide named in English: 'HP300 energy guide: Heat pump 300'. */
export const energyGuideTitle = (model: { modelNumber: string; name: string }): string =>
  `${model.modelNumber} energy guide: ${model.name}`

/**
 * The energy-guide lists from the product data (the catalogue the product endpoint answers with): for the
 * category with this slug, or for every category when none is given. One item per model that has an energy
 * guide, titled by the model, in the catalogue's order (families by name, models by model number); categories
 * without any guide are left out. Links were already checked when the catalogue was built. `titleOf` names each
 * guide (in the page's language).
 */
export function energyGuideGroups(
  catalogue: Pick<AllProductsResponse, 'categories'>,
  slug?: string | null,
  titleOf: (model: { modelNumber: string; name: string }) => string = energyGuideTitle,
): EnergyGuideGroup[] {
  return catalogue.categories
    .filter((c) => !slug || c.slug === slug)
    .map((c) => ({
      category: c.category,
      slug: c.slug,
      items: c.families.flatMap((f) =>
        f.products.flatMap((p) =>
          p.energyGuide ? [{ fileTitle: titleOf(p), fileLink: p.energyGuide }] : [],
        ),
      ),
    }))
    .filter((group) => group.items.length > 0)
}
