import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { documentItemsField, introField, titleField } from './fields'

/** Warranty documents (spec §2): a list of PDF links, each named by its file title. */
export const WarrantyDocuments: Block = {
  slug: 'warrantyDocuments',
  dbName: 'warranty_docs',
  interfaceName: 'WarrantyDocumentsBlock',
  labels: { singular: 'Warranty documents', plural: 'Warranty documents' },
  admin: { group: 'Ownership' },
  fields: [
    titleField('Warranty documents'),
    introField,
    documentItemsField('The warranty PDFs, in this order.', { required: true }),
    appearanceField(),
  ],
}

type Siblings = { source?: string } | undefined

/**
 * Energy guides (spec §2, §7): a list of PDF links typed in, or every energy guide of the models in one product
 * category, read from the product data when the page is shown.
 */
export const EnergyGuideDocuments: Block = {
  slug: 'energyGuideDocuments',
  dbName: 'energy_docs',
  interfaceName: 'EnergyGuideDocumentsBlock',
  labels: { singular: 'Energy guide documents', plural: 'Energy guide documents' },
  admin: { group: 'Ownership' },
  fields: [
    titleField('Energy guides'),
    introField,
    {
      name: 'source',
      type: 'radio',
      required: true,
      defaultValue: 'products',
      options: [
        { label: 'The models of a product category', value: 'products' },
        { label: 'Documents I choose', value: 'manual' },
      ],
      admin: { layout: 'horizontal', description: 'Where the list comes from.' },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'product-categories',
      admin: {
        condition: (_, siblings) => (siblings as Siblings)?.source !== 'manual',
        description:
          'Every model in this category that has an energy guide is listed. Empty: every residential category, each under its name.',
      },
    },
    documentItemsField('The energy guide PDFs, in this order.', {
      condition: (_, siblings) => (siblings as Siblings)?.source === 'manual',
    }),
    appearanceField(),
  ],
}
