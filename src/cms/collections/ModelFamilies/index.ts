import type { CollectionConfig } from 'payload'

import { validateSlug } from '../../../domain/products/slug'
import { anyone, isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import {
  revalidateCatalogueAfterChange,
  revalidateCatalogueAfterDelete,
} from '../Products/hooks/revalidateCatalogue'

/**
 * A model family (a series of one kind of unit) with the documents dealers download for it: one sell sheet
 * and any number of technical documents. Public catalogue data, read in capped amounts.
 */
export const ModelFamilies: CollectionConfig = {
  slug: 'model-families',
  labels: { singular: 'Model family', plural: 'Model families' },
  admin: { group: 'Products', useAsTitle: 'name', defaultColumns: ['name', 'category', 'slug', 'updatedAt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'name',
  hooks: {
    beforeOperation: [capReads],
    afterChange: [revalidateCatalogueAfterChange],
    afterDelete: [revalidateCatalogueAfterDelete],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { description: 'e.g. AC16 Series.' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 60,
      validate: validateSlug,
      admin: { position: 'sidebar' },
    },
    { name: 'category', type: 'relationship', relationTo: 'product-categories', required: true, index: true },
    { name: 'description', type: 'textarea', maxLength: 600, localized: true },
    {
      name: 'sellSheet',
      type: 'upload',
      relationTo: 'documents',
      admin: { description: 'The PDF listed under Resources on the dealer resources page.' },
    },
    {
      name: 'technicalDocuments',
      type: 'array',
      labels: { singular: 'Technical document', plural: 'Technical documents' },
      admin: { description: 'PDFs listed under the family in the Technical Docs tab, in this order.' },
      fields: [{ name: 'document', type: 'upload', relationTo: 'documents', required: true }],
    },
  ],
}
