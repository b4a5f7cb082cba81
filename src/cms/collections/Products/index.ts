import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import { revalidateCatalogueAfterChange, revalidateCatalogueAfterDelete } from './hooks/revalidateCatalogue'

/**
 * One model of a family, with its energy guide and, optionally, a product image. Public catalogue data, read
 * in capped amounts; /api/v1/products/{environment}/allproducts lists the models with their energy guides.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    group: 'Products',
    useAsTitle: 'modelNumber',
    defaultColumns: ['modelNumber', 'name', 'family', 'updatedAt'],
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'modelNumber',
  hooks: {
    beforeOperation: [capReads],
    afterChange: [revalidateCatalogueAfterChange],
    afterDelete: [revalidateCatalogueAfterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'modelNumber', type: 'text', required: true, unique: true, index: true, maxLength: 40 },
        { name: 'name', type: 'text', required: true, maxLength: 120 },
      ],
    },
    { name: 'family', type: 'relationship', relationTo: 'model-families', required: true, index: true },
    {
      name: 'energyGuide',
      type: 'upload',
      relationTo: 'documents',
      admin: { description: 'The model’s energy guide (PDF), linked from the product data.' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A square product image (600 × 600 px) offered to dealers for download.' },
    },
  ],
}
