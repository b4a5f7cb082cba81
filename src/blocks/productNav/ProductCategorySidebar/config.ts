import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { normalizeHref } from '../../_core/shared/fields'
import { PRODUCT_CATEGORIES } from '../../../domain/productNav/sidebar'
import { validateHref } from '../../../domain/url'

/**
 * The product-category sidebar (spec §2): links to the product categories, marking the one the page belongs
 * to. Labels and links are editable; the defaults follow the specification's category anchors.
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
              admin: { width: '30%' },
            },
            { name: 'label', type: 'text', required: true, maxLength: 60, admin: { width: '30%' } },
            {
              name: 'url',
              type: 'text',
              label: 'Link',
              required: true,
              admin: {
                width: '40%',
                description: 'A site path such as /products/furnaces/ or /products/#heating-cooling.',
              },
              hooks: { beforeValidate: [normalizeHref] },
              validate: (value: string | null | undefined) => (value ? validateHref(value) : 'Enter a link.'),
            },
          ],
        },
      ],
    },
    appearanceField(),
  ],
}
