import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

/**
 * The dealer resources area (spec §2): tabs with sell sheets, technical documents grouped by category, and
 * product images. The block stores which model families and products to show; reading the page fills them
 * in (with their documents, categories and images), so the component receives everything as props.
 */
export const DealerResources: Block = {
  slug: 'dealerResources',
  interfaceName: 'DealerResourcesBlock',
  // Short table names: nested in columns, the full name passes PostgreSQL's 63-character limit.
  dbName: 'dlr_res',
  labels: { singular: 'Dealer resources', plural: 'Dealer resources' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Dealer resources',
      admin: { description: 'The heading above the tabs.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Optional sentence under the heading, e.g. who these files are for.' },
    },
    {
      name: 'families',
      label: 'Model families',
      type: 'relationship',
      relationTo: 'model-families',
      hasMany: true,
      required: true,
      admin: {
        description:
          'Their sell sheets fill the Resources tab; their technical documents fill the Technical Docs tab, in sections by product category.',
      },
    },
    {
      name: 'imageProducts',
      label: 'Product images',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      // Only products that have an image can be offered for download.
      filterOptions: { image: { exists: true } },
      admin: {
        description:
          'Products whose images are offered for download in the Product Images tab, in this order.',
      },
    },
    appearanceField(),
  ],
}
