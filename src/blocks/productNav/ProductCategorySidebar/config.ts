import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { pageOrUrlFields } from '../../_core/shared/linkFields'
import { PRODUCT_CATEGORIES } from '../../../domain/productNav/sidebar'
import { validateAnchor } from '../../../domain/productNav/hub'

/**
 * The product-category sidebar (spec §2): links to the product categories, marking the one the page belongs
 * to. Labels and links are editable (a picked page, optionally at one of its sections, or an address); the
 * defaults follow the specification's category anchors.
 */
export const ProductCategorySidebar: Block = {
  slug: 'productCategorySidebar',
  dbName: 'pn_side',
  interfaceName: 'ProductCategorySidebarBlock',
  labels: { singular: 'Product-category sidebar', plural: 'Product-category sidebars' },
  admin: { group: 'Navigation' },
  fields: [
    {
      name: 'label',
      type: 'text',
      required: true,
      defaultValue: 'Product categories',
      maxLength: 60,
      admin: { description: 'The heading of the list, which also names the navigation for screen readers.' },
    },
    {
      name: 'current',
      type: 'select',
      label: 'This page’s category',
      options: PRODUCT_CATEGORIES.map((c) => ({ label: c.label, value: c.anchor })),
      admin: {
        description:
          'Optional. Empty: the category is found from the page’s address (the link to this page, or to the page it sits under).',
      },
    },
    {
      name: 'items',
      type: 'array',
      dbName: 'pn_side_item',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Category', plural: 'Categories' },
      defaultValue: PRODUCT_CATEGORIES.map(({ anchor, label, href }) => ({ anchor, label, url: href })),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'anchor',
              type: 'select',
              required: true,
              options: PRODUCT_CATEGORIES.map((c) => ({ label: c.anchor, value: c.anchor })),
              admin: { width: '50%' },
            },
            { name: 'label', type: 'text', required: true, maxLength: 60, admin: { width: '50%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            ...pageOrUrlFields({ required: true, width: '40%' }),
            {
              name: 'section',
              type: 'text',
              label: 'Section on the page',
              maxLength: 60,
              admin: {
                width: '30%',
                description: 'Optional: a section of the picked page to open at, such as heating-cooling.',
                condition: (_, siblingData) => Boolean((siblingData as { page?: unknown } | undefined)?.page),
              },
              validate: (value: string | null | undefined) => (value ? validateAnchor(value) : true),
            },
          ],
        },
      ],
    },
    appearanceField(),
  ],
}
