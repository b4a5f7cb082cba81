import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { pageOrUrlFields } from '../../_core/shared/linkFields'

type Sibling = { page?: unknown; url?: string | null }

export const TabsSlider: Block = {
  slug: 'tabsSlider',
  interfaceName: 'TabsSliderBlock',
  // Short table and type names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'tslide',
  labels: { singular: 'Tabs to slider', plural: 'Tabs to sliders' },
  admin: { group: 'Media' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      defaultValue: 'Why choose Alderline?',
      admin: {
        description:
          'Shown above the slider on phones and small tablets; on wider screens it names the tabs for screen readers.',
      },
    },
    {
      name: 'tab_slide_repeater',
      label: 'Slides',
      type: 'array',
      dbName: 'slides',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Slide', plural: 'Slides' },
      admin: {
        description: 'Tabs on screens 769 px and wider, a slider below. Each slide is one tab.',
      },
      fields: [
        { name: 'tab_title', label: 'Tab title', type: 'text', required: true },
        { name: 'tab_details', label: 'Details', type: 'textarea', required: true },
        {
          name: 'button_link',
          label: 'Button',
          type: 'group',
          admin: { description: 'Optional: a button under the details.' },
          fields: [
            {
              type: 'row',
              fields: [
                ...pageOrUrlFields({ labelName: 'title' }),
                {
                  name: 'title',
                  type: 'text',
                  admin: { width: '34%', description: 'Say where it goes: “Compare heat pumps”.' },
                  validate: (value: string | null | undefined, { siblingData }: { siblingData: Sibling }) =>
                    (siblingData?.page || siblingData?.url) && !value?.trim()
                      ? 'Give the button a title.'
                      : true,
                },
              ],
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'image', type: 'upload', relationTo: 'media', required: true },
            {
              name: 'image_mobile',
              label: 'Image on phones',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'Optional: a narrower crop for the slider; the image above otherwise.' },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'auto_slide',
          label: 'Move by itself',
          type: 'select',
          required: true,
          defaultValue: '0',
          options: [
            { label: 'No', value: '0' },
            { label: 'Yes', value: '1' },
          ],
          admin: {
            description:
              'Pauses under the pointer or keyboard focus; never for visitors who ask for less motion.',
          },
        },
        {
          name: 'transition_delay',
          label: 'Seconds between moves',
          type: 'number',
          min: 0,
          max: 60,
          defaultValue: 6,
          admin: { description: '0 means 10 seconds.' },
        },
        { name: 'show_arrows', label: 'Show arrows on the slider', type: 'checkbox', defaultValue: true },
      ],
    },
    appearanceField(),
  ],
}
