import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Field, GroupField } from 'payload'

import { validateRichTextLinks, withSafeLinks } from '../richTextLinks'

// Text inside a panel is running text with links and lists; headings, images and embeds would break the
// disclosure's structure, so they stay out.
const EXCLUDED_FEATURES = new Set([
  'upload',
  'relationship',
  'blocks',
  'horizontalRule',
  'checklist',
  'heading',
  'blockquote',
  'experimental_table',
])

/**
 * Rich text shown inside a disclosure (an accordion panel, an expanded card, an FAQ answer); links pass the
 * site's link rule.
 */
export function panelTextField(name: string, description?: string): Field {
  return {
    name,
    type: 'richText',
    required: true,
    ...(description ? { admin: { description } } : {}),
    editor: lexicalEditor({
      features: ({ defaultFeatures }) =>
        withSafeLinks(defaultFeatures.filter((feature) => !EXCLUDED_FEATURES.has(feature.key))),
    }),
    validate: validateRichTextLinks,
  }
}

/** Per device, whether an item starts open (spec §4: phones under 640 px, tablets to 1023 px, desktops). */
export function openOnField(): GroupField {
  return {
    name: 'openOn',
    type: 'group',
    label: 'Open when the page loads',
    admin: {
      description: 'Tick the screens on which this item starts open. Visitors can still open and close it.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'mobile', type: 'checkbox', label: 'Phones (under 640 px)', defaultValue: false },
          { name: 'tablet', type: 'checkbox', label: 'Tablets (640 to 1023 px)', defaultValue: false },
          { name: 'desktop', type: 'checkbox', label: 'Desktops (1024 px and up)', defaultValue: false },
        ],
      },
    ],
  }
}
