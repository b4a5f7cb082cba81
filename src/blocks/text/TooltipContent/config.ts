import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { splitAtTerm } from '../../../domain/text/splitAtTerm'

type Siblings = { content?: string | null } | undefined

export const TooltipContent: Block = {
  slug: 'tooltipContent',
  dbName: 'tooltip_content',
  interfaceName: 'TooltipContentBlock',
  labels: { singular: 'Text with a tooltip', plural: 'Texts with a tooltip' },
  admin: { group: 'Text' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Optional heading above the text.' } },
    {
      name: 'content',
      type: 'textarea',
      required: true,
      admin: { description: 'Plain text; leave a blank line between paragraphs.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'term',
          type: 'text',
          required: true,
          admin: {
            description: 'A word or phrase from the text, e.g. SEER. Its first mention gets the tooltip.',
          },
          validate: (value: string | null | undefined, { siblingData }: { siblingData?: unknown }) => {
            if (!value?.trim()) return 'Enter the term to explain.'
            return splitAtTerm((siblingData as Siblings)?.content ?? '', value)
              ? true
              : 'The text does not mention this term as a whole word; use it as written in the text.'
          },
        },
        {
          name: 'definition',
          type: 'text',
          required: true,
          maxLength: 200,
          admin: { description: 'What the tooltip says: one short sentence.' },
        },
      ],
    },
    appearanceField(),
  ],
}
