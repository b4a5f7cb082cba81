import type { CollectionConfig } from 'payload'

import { ENVIRONMENT_LABELS, PRODUCT_ENVIRONMENTS } from '../../../domain/products/environments'
import { validateSlug } from '../../../domain/products/slug'
import { anyone, isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import {
  revalidateCatalogueAfterChange,
  revalidateCatalogueAfterDelete,
} from '../Products/hooks/revalidateCatalogue'

/**
 * Product categories (Air Conditioners, Furnaces, ...): the sections of the catalogue and of the dealer
 * resources page's Technical Docs tab. Public catalogue data: visitors read it in capped amounts.
 */
export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  labels: { singular: 'Product category', plural: 'Product categories' },
  admin: { group: 'Products', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order', 'environments'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'order',
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
      admin: { description: 'e.g. Air Conditioners.' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 60,
      validate: validateSlug,
      admin: {
        position: 'sidebar',
        description:
          'Also the anchor of the category’s section on the dealer resources page (…#air-conditioners).',
      },
    },
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Categories are listed from the lowest number up.' },
    },
    {
      name: 'environments',
      label: 'Sold for',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['residential'],
      options: PRODUCT_ENVIRONMENTS.map((value) => ({ value, label: ENVIRONMENT_LABELS[value] })),
      admin: {
        description: 'The catalogues that list this category: homes, light commercial buildings, or both.',
      },
    },
  ],
}
