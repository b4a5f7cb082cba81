import type { Block } from 'payload'

import { linkFields } from '../../_core/shared/linkFields'

export const ClosableBanner: Block = {
  slug: 'closableBanner',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'close_banner',
  interfaceName: 'ClosableBannerBlock',
  labels: { singular: 'Closable banner', plural: 'Closable banners' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: {
        description:
          'A short notice, such as a seasonal offer. Visitors can close it; it then stays closed for them on every visit.',
      },
    },
    linkFields({
      labelName: 'linkLabel',
      pageName: 'linkPage',
      urlName: 'linkUrl',
      labelMaxLength: 40,
      labelDescription: 'Optional link after the text: say where it goes.',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'tone',
          type: 'select',
          required: true,
          defaultValue: 'light',
          options: [
            { label: 'Light blue', value: 'light' },
            { label: 'Deep blue', value: 'dark' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'version',
          type: 'number',
          required: true,
          defaultValue: 1,
          min: 1,
          admin: {
            width: '50%',
            step: 1,
            description:
              'Raise this number to show the banner again to visitors who closed it (after changing its message, say).',
          },
        },
      ],
    },
  ],
}
