import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { linkFields } from '../../_core/shared/linkFields'

export const FourLinks: Block = {
  slug: 'fourLinks',
  dbName: 'four_links',
  interfaceName: 'FourLinksBlock',
  labels: { singular: 'Four links', plural: 'Four links' },
  admin: { group: 'Marketing' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Optional heading above the links.' } },
    {
      name: 'links',
      type: 'array',
      required: true,
      minRows: 4,
      maxRows: 4,
      labels: { singular: 'Link', plural: 'Links' },
      admin: { description: 'Exactly four links, shown as large tiles in this order.' },
      fields: [linkFields({ required: true, labelName: 'title', urlName: 'link' })],
    },
    appearanceField(),
  ],
}
