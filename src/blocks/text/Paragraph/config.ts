import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { validateRichTextLinks, withSafeLinks } from '../../_core/shared/richTextLinks'

// Images, tables and embeds have their own blocks; keeping them out of running text keeps the
// rendering (and its accessibility rules) in one place per kind of content.
const EXCLUDED_FEATURES = new Set(['upload', 'relationship', 'blocks', 'horizontalRule', 'checklist'])

export const Paragraph: Block = {
  slug: 'paragraph',
  interfaceName: 'ParagraphBlock',
  labels: { singular: 'Paragraph', plural: 'Paragraphs' },
  admin: { group: 'Text' },
  fields: [
    {
      name: 'content',
      type: 'richText',
      required: true,
      editor: lexicalEditor({
        features: ({ defaultFeatures }) =>
          withSafeLinks(defaultFeatures.filter((feature) => !EXCLUDED_FEATURES.has(feature.key))),
      }),
      validate: validateRichTextLinks,
    },
    appearanceField(),
  ],
}
