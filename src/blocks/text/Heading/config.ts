import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { alignmentField } from '../../_core/shared/fields'

export const Heading: Block = {
  slug: 'heading',
  interfaceName: 'HeadingBlock',
  labels: { singular: 'Heading', plural: 'Headings' },
  admin: { group: 'Text' },
  fields: [
    { name: 'text', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'level',
          type: 'select',
          defaultValue: 'h2',
          required: true,
          admin: { description: 'Use one H1 per page, then H2, H3... in order.' },
          options: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => ({
            label: tag.toUpperCase(),
            value: tag,
          })),
        },
        alignmentField(),
        {
          name: 'anchor',
          type: 'text',
          admin: {
            description: 'Optional id for links such as #furnaces: lower-case letters, digits, dashes.',
          },
          validate: (value: string | null | undefined) =>
            !value || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
              ? true
              : 'Use lower-case letters, digits and dashes.',
        },
      ],
    },
    appearanceField(),
  ],
}
