import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { hvacIconOptions } from '../../_core/shared/iconNames'

export const ProductFeatures: Block = {
  slug: 'productFeatures',
  dbName: 'product_feat',
  interfaceName: 'ProductFeaturesBlock',
  labels: { singular: 'Product features', plural: 'Product features' },
  admin: { group: 'Marketing' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Features' },
    { name: 'intro', type: 'textarea', admin: { description: 'Optional sentence under the heading.' } },
    {
      name: 'features',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Feature', plural: 'Features' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'icon', type: 'select', required: true, defaultValue: 'leaf', options: hvacIconOptions },
            { name: 'title', type: 'text', required: true },
          ],
        },
        { name: 'text', type: 'textarea', admin: { description: 'One or two sentences.' } },
      ],
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional product picture beside the features on wide screens.' },
    },
    appearanceField(),
  ],
}
