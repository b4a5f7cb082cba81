import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { linkFields } from '../../_core/shared/linkFields'
import { LEASING_STEPS } from '../../../domain/ownership/constants'

/** An ordered list with large numbers, such as the three leasing steps (spec §9). */
export const BigNumberList: Block = {
  slug: 'bigNumberList',
  dbName: 'big_numbers',
  interfaceName: 'BigNumberListBlock',
  labels: { singular: 'Big number list', plural: 'Big number lists' },
  admin: { group: 'Ownership' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'How does leasing work?',
      admin: { description: 'The heading above the list.' },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 10,
      labels: { singular: 'Step', plural: 'Steps' },
      defaultValue: LEASING_STEPS.map((s) => ({ title: s.title, text: s.text })),
      admin: { description: 'Numbered 1, 2, 3… in this order.' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
      ],
    },
    {
      name: 'cta',
      type: 'group',
      label: 'Call to action',
      admin: { description: 'Optional button under the list. Fill in both fields to show it.' },
      fields: [linkFields()],
    },
    appearanceField(),
  ],
}
