import type { Block } from 'payload'

import { appearanceField } from '../shared/appearance'

export const Html: Block = {
  slug: 'html',
  interfaceName: 'HtmlBlock',
  labels: { singular: 'Raw HTML', plural: 'Raw HTML' },
  admin: { group: 'Advanced' },
  fields: [
    {
      name: 'html',
      type: 'code',
      label: 'Raw HTML',
      required: true,
      admin: {
        language: 'html',
        description:
          'Cleaned before display: scripts, styles, event handlers and javascript: links are removed; videos only from YouTube, Vimeo or Wistia.',
      },
    },
    appearanceField(),
  ],
}
