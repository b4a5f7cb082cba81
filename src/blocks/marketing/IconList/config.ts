import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { pageOrUrlFields } from '../../_core/shared/linkFields'
import { hvacIconOptions } from '../../_core/shared/iconNames'

export const IconList: Block = {
  slug: 'iconList',
  dbName: 'icon_list',
  interfaceName: 'IconListBlock',
  labels: { singular: 'Icon list', plural: 'Icon lists' },
  admin: { group: 'Marketing' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Optional heading above the list.' } },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Item', plural: 'Items' },
      admin: { description: 'Short labels with an icon each; a label with a link becomes the link.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'icon',
              type: 'select',
              required: true,
              defaultValue: 'thermometer',
              options: hvacIconOptions,
            },
            { name: 'label', type: 'text', required: true, admin: { description: 'A few words.' } },
          ],
        },
        { type: 'row', fields: pageOrUrlFields({ pageName: 'linkPage', urlName: 'link' }) },
      ],
    },
    appearanceField(),
  ],
}
