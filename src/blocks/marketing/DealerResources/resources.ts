import type {
  DealerResourcesBlock,
  Document,
  Media,
  ModelFamily,
  Product,
  ProductCategory,
} from '@/payload-types'

import type { DocumentSection, ProductImage, ResourceDocument } from '@/components/resources/types'

import { fileLink } from '../../../domain/products/fileLink'

/** A relation the page read filled in; an id alone (not populated, or not readable) counts as absent. */
const populated = <T extends object>(value: number | T | null | undefined): T | null =>
  typeof value === 'object' && value !== null ? value : null

function documentOf(value: number | Document | null | undefined): ResourceDocument | null {
  const doc = populated(value)
  const link = fileLink(doc?.url)
  return doc && link ? { fileTitle: doc.fileTitle, fileLink: link } : null
}

const present = <T>(value: T | null): value is T => value !== null

/** The sell sheets of the chosen families, in the editor's order, each file once. */
export function sellSheetsOf(families: readonly ModelFamily[]): ResourceDocument[] {
  const sheets = families.map((f) => documentOf(f.sellSheet)).filter(present)
  return sheets.filter((sheet, i) => sheets.findIndex((s) => s.fileLink === sheet.fileLink) === i)
}

/**
 * The Technical Docs sections: the families grouped by their category, categories by their order (then name),
 * families in the editor's order. A category's slug is its section's anchor; families without documents and
 * categories left without families are not shown.
 */
export function sectionsOf(families: readonly ModelFamily[]): DocumentSection[] {
  const byCategory = new Map<number, { category: ProductCategory; section: DocumentSection }>()
  for (const family of families) {
    const category = populated(family.category)
    const documents = (family.technicalDocuments ?? []).map((t) => documentOf(t.document)).filter(present)
    if (!category || !documents.length) continue
    const entry = byCategory.get(category.id) ?? {
      category,
      section: { id: category.slug, title: category.name, families: [] },
    }
    entry.section.families.push({ name: family.name, documents })
    byCategory.set(category.id, entry)
  }
  return [...byCategory.values()]
    .sort((a, b) => a.category.order - b.category.order || a.category.name.localeCompare(b.category.name))
    .map((e) => e.section)
}

function imageOf(product: Product): ProductImage | null {
  const media = populated<Media>(product.image)
  const href = fileLink(media?.url)
  if (!media || !href || !media.width || !media.height) return null
  return {
    src: fileLink(media.sizes?.small?.url) ?? href,
    href,
    filename: media.filename ?? `${product.modelNumber}.png`,
    alt: media.alt || `${product.name} (${product.modelNumber})`,
    caption: `${product.modelNumber} · ${product.name}`,
    width: media.width,
    height: media.height,
  }
}

export type DealerResourcesData = {
  sellSheets: ResourceDocument[]
  sections: DocumentSection[]
  images: ProductImage[]
}

/** Everything the three tabs show, from the block's populated relations. */
export function resourcesOf(
  block: Pick<DealerResourcesBlock, 'families' | 'imageProducts'>,
): DealerResourcesData {
  const families = (block.families ?? []).map((f) => populated(f)).filter(present)
  const products = (block.imageProducts ?? []).map((p) => populated(p)).filter(present)
  return {
    sellSheets: sellSheetsOf(families),
    sections: sectionsOf(families),
    images: products.map(imageOf).filter(present),
  }
}
