import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { linkFields } from '../../_core/shared/linkFields'
import { LIGHT_COMMERCIAL_TONS } from '../../../domain/productNav/figures'

/**
 * Light commercial resources in tabs (spec §2): a title, an intro that states the size range of the light
 * commercial units (editable, 3 to 25 tons by default) and one tab per kind of resource, each a short intro
 * and a list of links (each to a picked page or an address).
 */
export const CommercialResourceTabs: Block = {
  slug: 'commercialResourceTabs',
  dbName: 'pn_crt',
  interfaceName: 'CommercialResourceTabsBlock',
  labels: { singular: 'Commercial resource tabs', plural: 'Commercial resource tabs' },
  admin: { group: 'Marketing' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Light commercial resources' },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Shown under the title, followed by the size range of the units.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'minTons',
          label: 'Smallest unit (tons)',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: LIGHT_COMMERCIAL_TONS.min,
          admin: { width: '50%' },
        },
        {
          name: 'maxTons',
          label: 'Largest unit (tons)',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: LIGHT_COMMERCIAL_TONS.max,
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'tabs',
      type: 'array',
      dbName: 'pn_crt_tab',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Tab', plural: 'Tabs' },
      admin: { description: 'The first tab is shown first.' },
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 40 },
        { name: 'intro', type: 'textarea' },
        {
          name: 'links',
          type: 'array',
          dbName: 'pn_crt_link',
          maxRows: 12,
          labels: { singular: 'Resource', plural: 'Resources' },
          fields: [
            linkFields({
              required: true,
              labelMaxLength: 80,
              labelDescription: 'The resource’s name, e.g. “Rooftop unit brochure”.',
            }),
            { name: 'description', type: 'text', maxLength: 160 },
          ],
        },
      ],
    },
    appearanceField(),
  ],
}
