import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { linkFields } from '../../_core/shared/linkFields'
import { openOnField, panelTextField } from '../../_core/shared/accordion/fields'

export const Accordion: Block = {
  slug: 'accordion',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'acc',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  admin: { group: 'Layout' },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Optional heading above the items.' },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      labels: { singular: 'Item', plural: 'Items' },
      admin: { description: 'Each item shows its heading; the text opens under it.' },
      fields: [
        { name: 'heading', type: 'text', required: true },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: 'Heading image',
          admin: {
            description:
              'Optional small picture beside the heading. It is decoration: the heading names the item.',
          },
        },
        panelTextField('body', 'What shows when the item is open.'),
        linkFields({
          labelName: 'linkLabel',
          pageName: 'linkPage',
          urlName: 'linkUrl',
          labelDescription: 'Optional link under the text, e.g. “Find a dealer”.',
        }),
        openOnField(),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'removeBorders',
          type: 'checkbox',
          label: 'Remove borders',
          defaultValue: false,
          admin: { description: 'No lines between and around the items.' },
        },
        {
          name: 'shadow',
          type: 'checkbox',
          label: 'Shadow',
          defaultValue: false,
          admin: { description: 'Shows each item as a card with a soft shadow.' },
        },
      ],
    },
    appearanceField(),
  ],
}
