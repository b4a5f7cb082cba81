import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

export const NewsletterBlock: Block = {
  slug: 'newsletter',
  interfaceName: 'NewsletterBlock',
  labels: { singular: 'Newsletter sign-up', plural: 'Newsletter sign-ups' },
  admin: { group: 'Forms' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      defaultValue: 'Get comfort tips and offers',
      admin: { description: 'The heading above the e-mail box.' },
    },
    {
      name: 'text',
      type: 'textarea',
      admin: { description: 'Optional sentence under the heading, e.g. how often you write.' },
    },
    appearanceField(),
  ],
}
