import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { pageOrUrlFields } from '../../_core/shared/linkFields'

/**
 * Product selector (spec §3, §4): a row of choices; the one chosen (the first at the start) shows its details,
 * three short lines, its picture and a link.
 */
export const ProductSelector: Block = {
  slug: 'productSelector',
  dbName: 'prod_sel',
  interfaceName: 'ProductSelectorBlock',
  labels: { singular: 'Product selector', plural: 'Product selectors' },
  admin: { group: 'Products' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Find the right fit',
      admin: {
        description: 'The heading above the choices; it also names the row of choices for screen readers.',
      },
    },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Optional sentence or two under the heading.' },
    },
    {
      name: 'items',
      type: 'array',
      dbName: 'prod_sel_items',
      required: true,
      minRows: 1,
      maxRows: 6,
      labels: { singular: 'Choice', plural: 'Choices' },
      admin: { description: 'The first choice is shown when the page opens.' },
      fields: [
        {
          name: 'text',
          label: 'Choice name',
          type: 'text',
          required: true,
          admin: { description: 'Short, e.g. “Best efficiency”. It labels the button and the details.' },
        },
        {
          name: 'details',
          type: 'textarea',
          required: true,
          admin: { description: 'What this choice is and who it suits, in a sentence or two.' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'handCopy',
              label: 'Build line',
              type: 'text',
              admin: { description: 'Optional: how it is built or installed.' },
            },
            {
              name: 'exclusiveCopy',
              label: 'Feature line',
              type: 'text',
              admin: { description: 'Optional: what sets it apart.' },
            },
            {
              name: 'energyCopy',
              label: 'Energy line',
              type: 'text',
              admin: { description: 'Optional: efficiency or running cost.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            ...pageOrUrlFields({ urlName: 'href', width: '33%' }),
            {
              name: 'linkLabel',
              label: 'Link text',
              type: 'text',
              admin: { width: '34%', description: 'Empty: “Learn more about” and the choice name.' },
            },
          ],
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'Optional picture shown with the details. Its alternative text comes from the media library.',
          },
        },
      ],
    },
    appearanceField(),
  ],
}
