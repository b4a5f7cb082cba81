import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const HomeContactFormBlock: Block = {
  slug: 'homeContactForm',
  interfaceName: 'HomeContactFormBlock',
  // PostgreSQL names are at most 63 characters; the slug would push the appearance enums past that.
  dbName: 'home_form',
  labels: { singular: 'Two-step contact form', plural: 'Two-step contact forms' },
  admin: { group: 'Forms' },
  fields: [
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Optional sentence above the form. The form’s own headings are fixed.' },
    },
    {
      name: 'offerOtherVisitors',
      label: 'Offer “Who are we helping today?”',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Adds a button under the form that lets businesses, contractors and dealers reach customer service instead of a dealer.',
      },
    },
    appearanceField(),
  ],
}
