import type { Block } from 'payload'

import { linkFields } from '../../_core/shared/linkFields'

export const HvacBasicsNav: Block = {
  slug: 'hvacBasicsNav',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'hvac_nav',
  interfaceName: 'HvacBasicsNavBlock',
  labels: { singular: 'HVAC basics navigation', plural: 'HVAC basics navigations' },
  admin: { group: 'Learn' },
  fields: [
    {
      name: 'title',
      type: 'text',
      defaultValue: 'More HVAC basics',
      maxLength: 80,
      admin: { description: 'A heading shown above the list. Leave empty for none.' },
    },
    {
      name: 'label',
      type: 'text',
      required: true,
      defaultValue: 'HVAC basics',
      maxLength: 60,
      admin: {
        description:
          'Names the navigation for screen readers. Use a different name for each navigation on a page.',
      },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 24,
      labels: { singular: 'Article', plural: 'Articles' },
      admin: {
        description: 'The articles, in reading order. The one being shown is marked as the current page.',
      },
      fields: [
        linkFields({
          required: true,
          labelMaxLength: 80,
          labelDescription: 'The article’s name in the list.',
        }),
      ],
    },
  ],
}
