import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { pageOrUrlFields } from '../../_core/shared/linkFields'
import { PRODUCT_HUB_SECTIONS, validateAnchor } from '../../../domain/productNav/hub'

/**
 * The product hub (spec §2, §4): product sections, each with an anchor. Wide screens show a list of links to
 * the sections; small screens a dropdown that jumps to one, titled with the section chosen (the first until
 * one is).
 */
export const ProductHub: Block = {
  slug: 'productHub',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'pn_hub',
  interfaceName: 'ProductHubBlock',
  labels: { singular: 'Product hub', plural: 'Product hubs' },
  admin: { group: 'Navigation' },
  fields: [
    {
      name: 'navLabel',
      type: 'text',
      required: true,
      defaultValue: 'Product categories',
      maxLength: 60,
      admin: { description: 'Names the list of section links (and the dropdown) for screen readers.' },
    },
    {
      name: 'sections',
      type: 'array',
      dbName: 'pn_hub_sec',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Section', plural: 'Sections' },
      defaultValue: PRODUCT_HUB_SECTIONS.map(({ title, anchor }) => ({ title, anchor })),
      admin: {
        description:
          'The sections in page order. On phones the dropdown starts on the first one and jumps to the one chosen.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true, maxLength: 80, admin: { width: '50%' } },
            {
              name: 'anchor',
              type: 'text',
              required: true,
              maxLength: 60,
              admin: {
                width: '50%',
                description:
                  'The section’s address on the page (/products/#anchor), such as heating-cooling.',
              },
              validate: validateAnchor,
            },
          ],
        },
        {
          name: 'intro',
          type: 'textarea',
          admin: { description: 'Optional sentence or two under the title.' },
        },
        {
          name: 'cards',
          type: 'array',
          dbName: 'pn_hub_card',
          maxRows: 12,
          labels: { singular: 'Product card', plural: 'Product cards' },
          fields: [
            {
              name: 'image',
              type: 'upload',
              relationTo: 'media',
              admin: {
                description: 'Picture of the product; its alternative text comes from the media library.',
              },
            },
            { name: 'name', type: 'text', required: true, maxLength: 80 },
            { name: 'text', type: 'textarea', admin: { description: 'One or two sentences.' } },
            { type: 'row', fields: pageOrUrlFields({ pageName: 'linkPage', urlName: 'link' }) },
          ],
        },
      ],
    },
    appearanceField(),
  ],
}
