import type { EnergyGuideDocumentsBlock, ProductCategory } from '@/payload-types'

/**
 * Where an energy-guide list takes its guides from: a product category (its models' guides), null for every
 * residential category, or undefined when there is nothing to read: the editor chose the files by hand, or the
 * page read could not fill the chosen category in (deleted, or not readable), which shows nothing.
 */
export function guidesCategory(block: EnergyGuideDocumentsBlock): ProductCategory | null | undefined {
  if (block.source === 'manual') return undefined
  const { category } = block
  if (typeof category === 'object') return category ?? null
  return category ? undefined : null
}
