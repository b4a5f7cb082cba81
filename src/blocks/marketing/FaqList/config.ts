import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { panelTextField } from '../../_core/shared/accordion/fields'

export const FaqList: Block = {
  slug: 'faqList',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'faq_list',
  interfaceName: 'FaqListBlock',
  labels: { singular: 'FAQ list', plural: 'FAQ lists' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Frequently asked questions',
      admin: { description: 'The heading above the questions.' },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 40,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { description: 'Visitors see the questions; each answer opens under its question.' },
      fields: [
        {
          name: 'question',
          type: 'text',
          required: true,
          admin: { description: 'Written as the visitor would ask it.' },
        },
        // Running text with links and lists, as in any disclosure: headings, images and embeds would break the
        // question's disclosure and its plain-text copy for search engines.
        panelTextField('answer'),
      ],
    },
    {
      name: 'structuredData',
      label: 'Describe these questions to search engines',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Adds the questions and answers to the page as FAQ data that search engines can show. Keep it on for one FAQ list per page only.',
      },
    },
    appearanceField(),
  ],
}
