import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const EmailBanner: Block = {
  slug: 'emailBanner',
  dbName: 'email_banner',
  interfaceName: 'EmailBannerBlock',
  labels: { singular: 'E-mail banner', plural: 'E-mail banners' },
  admin: {
    group: 'Marketing',
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      defaultValue: 'Comfort tips in your inbox',
      admin: { description: 'The banner’s heading.' },
    },
    {
      name: 'text',
      type: 'textarea',
      admin: {
        description:
          'Optional sentence beside the e-mail box. Sign-ups go to the same newsletter list as the newsletter block.',
      },
    },
    appearanceField(),
  ],
}
