import type { Block } from 'payload'

import { colourBandOptions } from '../../_core/shared/colourBands'
import { linkFields } from '../../_core/shared/linkFields'

export const BasicBanner: Block = {
  slug: 'basicBanner',
  dbName: 'basic_banner',
  interfaceName: 'BasicBannerBlock',
  labels: { singular: 'Basic banner', plural: 'Basic banners' },
  admin: { group: 'Heroes and banners' },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'A short headline.' } },
    { name: 'text', type: 'textarea', admin: { description: 'Optional sentence or two under the title.' } },
    linkFields({
      labelName: 'buttonLabel',
      pageName: 'buttonPage',
      urlName: 'buttonUrl',
      labelDescription: 'Optional button, e.g. “Find a dealer”.',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'backgroundColor',
          type: 'select',
          defaultValue: 'brand',
          required: true,
          admin: { description: 'The text colour follows, so it stays readable.' },
          options: [...colourBandOptions('brand', 'dark', 'light'), { label: 'Warm red', value: 'accent' }],
        },
        {
          name: 'removeContainer',
          type: 'checkbox',
          label: 'Full window width (remove the container)',
          defaultValue: false,
        },
      ],
    },
  ],
}
