import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Block, RichTextFieldValidation } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { validateRichTextLinks, withSafeLinks } from '../../_core/shared/richTextLinks'

// Images, tables and embeds have their own blocks; keeping them out of running text keeps the
// rendering (and its accessibility rules) in one place per kind of content. Headings come from the Heading
// block, whose levels the page outline checks, so running text offers none.
const EXCLUDED_FEATURES = new Set([
  'upload',
  'relationship',
  'blocks',
  'horizontalRule',
  'checklist',
  'heading',
])

export const HEADING_IN_PARAGRAPH =
  'Running text has no headings: add a Heading block above this paragraph instead, so the page outline stays right.'

type Node = { type?: string; children?: Node[] }
const hasHeading = (node: Node | undefined): boolean =>
  node?.type === 'heading' || (node?.children ?? []).some(hasHeading)

/** Refuses a heading pasted or sent into running text (the editor offers none), then checks the links. */
export const validateParagraphContent: RichTextFieldValidation = (value, options) => {
  if (hasHeading((value as { root?: Node } | null | undefined)?.root)) return HEADING_IN_PARAGRAPH
  return validateRichTextLinks(value, options)
}

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
      validate: validateParagraphContent,
    },
    appearanceField(),
  ],
}
