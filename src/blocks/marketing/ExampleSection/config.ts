import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { proseField } from '../../_core/shared/proseField'

export const ExampleSection: Block = {
  slug: 'exampleSection',
  dbName: 'example_section',
  interfaceName: 'ExampleSectionBlock',
  labels: { singular: 'Titled section', plural: 'Titled sections' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The section’s heading.' },
    },
    proseField('content', 'The text under the heading; links, lists and bold text are allowed.'),
    appearanceField(),
  ],
}
