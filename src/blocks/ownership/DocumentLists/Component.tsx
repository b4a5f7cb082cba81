import type React from 'react'

import type { EnergyGuideDocumentsBlock, WarrantyDocumentsBlock } from '@/payload-types'

import { DocumentListSection } from './DocumentListSection'
import { getCatalogue } from '@/lib/products/cachedCatalogue'
import { documentItemsOf } from './items'
import { energyGuideGroups } from '../../../domain/ownership/energyGuides'

/** Warranty documents: the PDFs the editor chose, each named by its file title. */
export const WarrantyDocumentsComponent: React.FC<WarrantyDocumentsBlock> = ({ title, intro, items }) => (
  <DocumentListSection
    title={title}
    intro={intro}
    documents={documentItemsOf(items)}
    empty="No warranty documents yet."
  />
)

/**
 * Energy guides: the PDFs the editor chose, or the energy guide of every model in the chosen product category
 * (every residential category when none is chosen, each under its name), read from the product data as the
 * product endpoint reads it.
 */
export const EnergyGuideDocumentsComponent: React.FC<EnergyGuideDocumentsBlock> = async ({
  title,
  intro,
  source,
  category,
  items,
}) => {
  const empty = 'No energy guides yet.'
  if (source === 'manual')
    return (
      <DocumentListSection title={title} intro={intro} documents={documentItemsOf(items)} empty={empty} />
    )
  // An id alone means the page read could not fill the category in (deleted, or not readable): show nothing.
  const chosen = typeof category === 'object' ? category : category ? undefined : null
  if (chosen === undefined)
    return <DocumentListSection title={title} intro={intro} documents={[]} empty={empty} />
  const environment = chosen?.environments?.[0] ?? 'residential'
  const groups = energyGuideGroups(await getCatalogue(environment), chosen?.slug)
  if (chosen)
    return (
      <DocumentListSection title={title} intro={intro} documents={groups[0]?.items ?? []} empty={empty} />
    )
  return <DocumentListSection title={title} intro={intro} groups={groups} empty={empty} />
}
