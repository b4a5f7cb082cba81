import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { pageOrUrlFields } from '../../_core/shared/linkFields'
import { deviceFields } from './deviceFields'

export const GlobalSlider: Block = {
  slug: 'globalSlider',
  interfaceName: 'GlobalSliderBlock',
  // Short table and type names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'gslide',
  labels: { singular: 'Slider', plural: 'Sliders' },
  admin: { group: 'Media' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          defaultValue: 'Explore our product lines',
          admin: {
            description: 'The heading above the slides; it also names the slider for screen readers.',
          },
        },
        {
          name: 'showTitle',
          label: 'Show the heading',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Off: the heading is only read out by screen readers.' },
        },
      ],
    },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Slide', plural: 'Slides' },
      admin: { description: 'Each slide is a card with an image, a title and a short text.' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', admin: { description: 'One or two sentences.' } },
        { type: 'row', fields: pageOrUrlFields({ pageName: 'linkPage', urlName: 'link' }) },
      ],
    },
    {
      name: 'options',
      label: 'Carousel',
      type: 'group',
      admin: {
        description:
          'Defaults: 3 slides on desktop, 2 on tablets, 1 on phones; wraps around with dots; arrows on desktop and tablets; does not move by itself.',
      },
      fields: [
        deviceFields('desk', 'Desktop', 'screens 1024 px and wider'),
        deviceFields('tablet', 'Tablet', 'screens 600 to 1023 px'),
        deviceFields('mobile', 'Phone', 'screens under 600 px'),
      ],
    },
    appearanceField(),
  ],
}
