import type { Block } from 'payload'

import { NEED_HELP_COPY, NEED_HELP_LANGUAGES } from '../../../domain/banners/needHelp'

export const NeedHelpBanner: Block = {
  slug: 'needHelpBanner',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'help_banner',
  interfaceName: 'NeedHelpBannerBlock',
  labels: { singular: 'Need-help banner', plural: 'Need-help banners' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: NEED_HELP_LANGUAGES.map((value) => ({ label: NEED_HELP_COPY[value].languageName, value })),
      admin: {
        description:
          'The banner is written in this language and shows its flag and name. Add one banner per language.',
      },
    },
    {
      name: 'text',
      type: 'text',
      maxLength: 120,
      admin: {
        description: `Empty: the language’s standard sentence, such as “${NEED_HELP_COPY.en.text}”. Write it in the banner’s language.`,
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          maxLength: 30,
          admin: {
            width: '50%',
            description: 'Empty: the customer service number from Site settings.',
          },
        },
        {
          name: 'hours',
          type: 'text',
          maxLength: 120,
          admin: {
            width: '50%',
            description: `Empty: the language’s customer-care hours, such as “${NEED_HELP_COPY.en.hours}”.`,
          },
        },
      ],
    },
  ],
}
