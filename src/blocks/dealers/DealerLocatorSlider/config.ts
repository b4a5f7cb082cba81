import type { Block, Field } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

import { titleFields } from '../../_core/shared/dealers/titleFields'

const device = (name: 'desk' | 'tablet' | 'mobile', label: string, width: string): Field => ({
  name,
  label,
  type: 'group',
  admin: { description: `Settings for ${width}. Leave “Use these settings” off to keep the defaults.` },
  fields: [
    { name: 'active', label: 'Use these settings', type: 'checkbox', defaultValue: false },
    {
      type: 'row',
      admin: { condition: (_, siblings) => Boolean(siblings?.active) },
      fields: [
        { name: 'slides_per_view', label: 'Dealers visible at once', type: 'number', min: 1, max: 6 },
        { name: 'arrows', label: 'Show arrows', type: 'checkbox' },
        { name: 'dots_navigation', label: 'Show dots', type: 'checkbox' },
        { name: 'infinite_loop', label: 'Wrap around at the ends', type: 'checkbox' },
        { name: 'automatic_transition', label: 'Move by itself', type: 'checkbox' },
        {
          name: 'transition_delay',
          label: 'Seconds between moves',
          type: 'number',
          min: 0,
          max: 60,
          admin: { description: '0 means 10 seconds.' },
        },
      ],
    },
  ],
})

export const DealerLocatorSlider: Block = {
  slug: 'dealerLocatorSlider',
  interfaceName: 'DealerLocatorSliderBlock',
  labels: { singular: 'Dealer slider', plural: 'Dealer sliders' },
  admin: { group: 'Dealers' },
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'dlr_slider',
  fields: [
    ...titleFields,
    {
      name: 'carousel_options',
      label: 'Carousel',
      type: 'group',
      admin: {
        description:
          'Defaults: 3 dealers on desktop, 2 on tablets, 1 on phones; wraps around with dots; arrows on desktop and tablets; does not move by itself.',
      },
      fields: [
        device('desk', 'Desktop', 'screens 1024 px and wider'),
        device('tablet', 'Tablet', 'screens 600 to 1023 px'),
        device('mobile', 'Phone', 'screens under 600 px'),
      ],
    },
    appearanceField(),
  ],
}
