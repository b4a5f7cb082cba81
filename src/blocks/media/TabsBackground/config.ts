import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const TabsBackground: Block = {
  slug: 'tabsBackground',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'tabs_bg',
  interfaceName: 'TabsBackgroundBlock',
  labels: { singular: 'Tabs with background', plural: 'Tabs with background' },
  admin: { group: 'Media' },
  fields: [
    {
      name: 'section_title',
      label: 'Section title',
      type: 'text',
      required: true,
      admin: { description: 'The heading above the tabs; it also names the tab list for screen readers.' },
    },
    {
      name: 'tabs',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Tab', plural: 'Tabs' },
      admin: { description: 'Each tab shows its own list over its own picture.' },
      fields: [
        { name: 'tab_title', label: 'Tab title', type: 'text', required: true },
        {
          name: 'tab_items',
          label: 'Items',
          type: 'textarea',
          admin: {
            description:
              'One item a line. End a line with “ [pro]” to mark it “Professional suggested”. Items added below come after these.',
          },
        },
        {
          name: 'items',
          label: 'Items, one by one',
          type: 'array',
          dbName: 'items',
          labels: { singular: 'Item', plural: 'Items' },
          admin: { description: 'Optional, instead of or after the lines above.', initCollapsed: true },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'item', type: 'text', required: true },
                {
                  name: 'pro',
                  type: 'checkbox',
                  label: 'Professional suggested',
                  defaultValue: false,
                  admin: { description: 'Shows a badge: best left to a dealer’s technician.' },
                },
              ],
            },
          ],
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: 'Background image',
          admin: {
            description:
              'Fills the section behind the list on wide screens and sits above the list on phones. Its alternative text comes from the media library.',
          },
        },
      ],
    },
    appearanceField(),
  ],
}
