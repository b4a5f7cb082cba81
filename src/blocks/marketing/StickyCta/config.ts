import type { Block } from 'payload'

import { pageOrUrlFields } from '../../_core/shared/linkFields'
import { STICKY_CTA_DEFAULT_LABEL, STICKY_CTA_DEFAULT_PATH } from '../../../domain/banners/stickyCta'

export const StickyCta: Block = {
  slug: 'stickyCta',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'sticky_cta',
  interfaceName: 'StickyCtaBlock',
  labels: { singular: 'Sticky call to action', plural: 'Sticky calls to action' },
  admin: { group: 'Marketing' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'label',
          type: 'text',
          required: true,
          maxLength: 32,
          defaultValue: STICKY_CTA_DEFAULT_LABEL,
          admin: {
            width: '34%',
            description:
              'The button’s words, short enough for a phone. The bar stays at the bottom of the window until the visitor reaches the place of this block, so put it at the end of the page.',
          },
        },
        ...pageOrUrlFields({ required: true, urlDefault: STICKY_CTA_DEFAULT_PATH, labelName: 'label' }),
      ],
    },
    {
      name: 'text',
      type: 'text',
      maxLength: 80,
      defaultValue: 'See what a new system costs in a few steps.',
      admin: { description: 'Optional sentence beside the button on wider screens.' },
    },
  ],
}
