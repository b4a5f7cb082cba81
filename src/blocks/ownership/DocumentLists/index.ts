import type { EnergyGuideDocumentsBlock } from '@/payload-types'

import { ask } from '../../_core/data'
import { defineBlock } from '../../_core/defineBlock'

import { EnergyGuideDocumentsComponent, WarrantyDocumentsComponent } from './Component'
import { EnergyGuideDocuments, WarrantyDocuments } from './config'
import { guidesCategory } from './guidesCategory'

export const energyGuideDocuments = defineBlock({
  type: 'energyGuideDocuments',
  config: EnergyGuideDocuments,
  Component: EnergyGuideDocumentsComponent,
  catalogue: {
    description: 'Energy guides taken from the product data.',
    sketch: 'documents',
    keywords: ['energy guide', 'documents', 'downloads', 'pdf', 'efficiency'],
  },
  places: ['page'],
  // The catalogue is read only when the guides come from the product data (not chosen by hand).
  data: (block: EnergyGuideDocumentsBlock) => {
    const category = guidesCategory(block)
    if (category === undefined) return { catalogue: null }
    return { catalogue: ask.productCatalogue({ environment: category?.environments?.[0] ?? 'residential' }) }
  },
})

export const warrantyDocuments = defineBlock({
  type: 'warrantyDocuments',
  config: WarrantyDocuments,
  Component: WarrantyDocumentsComponent,
  catalogue: {
    description: 'A list of warranty files to download.',
    sketch: 'documents',
    keywords: ['warranty', 'documents', 'downloads', 'pdf'],
  },
  places: ['page'],
})
