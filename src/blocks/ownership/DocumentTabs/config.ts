import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { panelTextField } from '../../_core/shared/accordion/fields'

const optionalText = (name: string, description: string) => ({
  ...panelTextField(name, description),
  required: false,
})

/**
 * Document tabs (spec §3 "Tab", §4): each tab has an intro, text, optional sections with their own anchors and
 * optional images. The page opens on the tab named Resources, or on the first.
 */
export const DocumentTabs: Block = {
  slug: 'documentTabs',
  dbName: 'doc_tabs',
  interfaceName: 'DocumentTabsBlock',
  labels: { singular: 'Document tabs', plural: 'Document tabs' },
  admin: { group: 'Ownership' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Documents and resources',
      admin: { description: 'The heading above the tabs.' },
    },
    {
      name: 'tabs',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Tab', plural: 'Tabs' },
      admin: {
        description: 'The page opens on the tab named “Resources”, or on the first tab when none is.',
      },
      fields: [
        { name: 'tabName', type: 'text', required: true, label: 'Tab name' },
        {
          name: 'tabIntro',
          type: 'textarea',
          label: 'Intro',
          admin: { description: 'Optional first sentence.' },
        },
        optionalText('tabContent', 'Optional text of the tab; links pass the site’s link rule.'),
        {
          name: 'withSections',
          type: 'array',
          label: 'Sections',
          dbName: 'sections',
          maxRows: 12,
          labels: { singular: 'Section', plural: 'Sections' },
          admin: {
            description: 'Optional parts of the tab, each with a heading and an anchor others can link to.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'sectionTitle', type: 'text', required: true, label: 'Heading' },
                {
                  name: 'sectionId',
                  type: 'text',
                  label: 'Anchor',
                  admin: {
                    description: 'Optional, e.g. “manuals” for …#manuals. Empty: made from the heading.',
                  },
                },
              ],
            },
            optionalText('tabContent', 'The section’s text.'),
          ],
        },
        {
          name: 'imagesSection',
          type: 'array',
          label: 'Images',
          dbName: 'images',
          maxRows: 12,
          labels: { singular: 'Image', plural: 'Images' },
          admin: { description: 'Optional pictures at the end of the tab, each with a caption.' },
          fields: [
            { name: 'imageTitle', type: 'text', required: true, label: 'Caption' },
            { name: 'image', type: 'upload', relationTo: 'media', required: true },
          ],
        },
      ],
    },
    appearanceField(),
  ],
}
