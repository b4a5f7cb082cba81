import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const Html: Block = {
  slug: 'html',
  interfaceName: 'HtmlBlock',
  labels: { singular: 'Raw HTML', plural: 'Raw HTML' },
  admin: { group: 'Advanced' },
  fields: [
    {
      name: 'html',
      // A plain text area rather than Payload's code field: that one loads its editor from a public CDN,
      // which a locked-down network (or a privacy policy) blocks, leaving editors with nothing to type in.
      type: 'textarea',
      label: 'Raw HTML',
      required: true,
      admin: {
        rows: 10,
        className: 'raw-html-field',
        description:
          'Cleaned before display: scripts, styles, event handlers and unsafe links are removed; ids are shown as user-content-<id> (links to #<id> follow them); videos only from YouTube, Vimeo or Wistia.',
      },
    },
    appearanceField(),
  ],
}
