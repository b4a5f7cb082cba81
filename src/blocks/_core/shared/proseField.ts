import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { RichTextField } from 'payload'

import { validateRichTextLinks, withSafeLinks } from './richTextLinks'

// Running text beside a section title: images, tables and embeds have blocks of their own.
const EXCLUDED_FEATURES = new Set(['upload', 'relationship', 'blocks', 'horizontalRule', 'checklist'])

/** Rich text of the editorial blocks, rendered like a paragraph block (links checked by the link rule). */
export const proseField = (name: string, description: string, required = true): RichTextField => ({
  name,
  type: 'richText',
  required,
  admin: { description },
  editor: lexicalEditor({
    features: ({ defaultFeatures }) =>
      withSafeLinks(defaultFeatures.filter((feature) => !EXCLUDED_FEATURES.has(feature.key))),
  }),
  validate: validateRichTextLinks,
})
