import { useTranslations } from 'next-intl'
import type React from 'react'

import type { AllProductsResponse } from '@/domain/products/responseSchemas'
import type { EnergyGuideDocumentsBlock, WarrantyDocumentsBlock } from '@/payload-types'

import { DocumentListSection } from './DocumentListSection'
import { guidesCategory } from './guidesCategory'
import { documentItemsOf } from './items'
import { energyGuideGroups } from '../../../domain/ownership/energyGuides'

/** Warranty documents: the PDFs the editor chose, each named by its file title. */
export const WarrantyDocumentsComponent: React.FC<WarrantyDocumentsBlock> = ({ title, intro, items }) => {
  const t = useTranslations('blocks.documents')
  return (
    <DocumentListSection
      title={title}
      intro={intro}
      documents={documentItemsOf(items)}
      empty={t('noWarrantyDocuments')}
    />
  )
}

/**
 * Energy guides: the PDFs the editor chose, or the energy guide of every model in the chosen product category
 * (every residential category when none is chosen, each under its name), which the page's data step reads from
 * the product data as the product endpoint reads it.
 */
export const EnergyGuideDocumentsComponent: React.FC<
  EnergyGuideDocumentsBlock & { data: { catalogue: AllProductsResponse | null } }
> = ({ data: { catalogue }, ...block }) => {
  const t = useTranslations('blocks.documents')
  const { title, intro, items } = block
  const empty = t('noEnergyGuides')
  if (block.source === 'manual')
    return (
      <DocumentListSection title={title} intro={intro} documents={documentItemsOf(items)} empty={empty} />
    )
  const chosen = guidesCategory(block)
  if (chosen === undefined || !catalogue)
    return <DocumentListSection title={title} intro={intro} documents={[]} empty={empty} />
  const groups = energyGuideGroups(catalogue, chosen?.slug, (model) =>
    t('energyGuide', { model: model.modelNumber, name: model.name }),
  )
  if (chosen)
    return (
      <DocumentListSection title={title} intro={intro} documents={groups[0]?.items ?? []} empty={empty} />
    )
  return <DocumentListSection title={title} intro={intro} groups={groups} empty={empty} />
}
