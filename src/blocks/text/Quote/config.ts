import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const Quote: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: 'Quote', plural: 'Quotes' },
  admin: { group: 'Text' },
  fields: [
    {
      name: 'quote',
      type: 'textarea',
      required: true,
      admin: { description: 'Blank lines start a new paragraph.' },
    },
    {
      name: 'citation',
      type: 'text',
      admin: { description: 'Who said it, for example "Dana R., Tulsa, OK".' },
    },
    appearanceField(),
  ],
}
