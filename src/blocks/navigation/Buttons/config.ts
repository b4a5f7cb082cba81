import type { Block, Field } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { alignmentField, normalizeHref } from '../../_core/shared/fields'
import { validateHref } from '../../../domain/url'

/** One button: its text, where it goes (the link rule) and its look. The Hero block's buttons use it too. */
export const buttonFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'label',
        type: 'text',
        required: true,
        admin: { description: 'Say where it goes: "Find a dealer".' },
      },
      {
        name: 'url',
        type: 'text',
        label: 'Link',
        required: true,
        admin: { description: 'A site path such as /find-a-dealer/ or a full https:// address.' },
        hooks: { beforeValidate: [normalizeHref] },
        validate: (value: string | null | undefined) => (value ? validateHref(value) : 'Enter a link.'),
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'variant',
        type: 'select',
        defaultValue: 'primary',
        required: true,
        options: [
          { label: 'Primary (red)', value: 'primary' },
          { label: 'Secondary (blue)', value: 'secondary' },
          { label: 'Outline', value: 'outline' },
        ],
      },
      { name: 'newTab', type: 'checkbox', label: 'Open in a new tab', defaultValue: false },
    ],
  },
]

export const Buttons: Block = {
  slug: 'buttons',
  interfaceName: 'ButtonsBlock',
  labels: { singular: 'Buttons', plural: 'Buttons' },
  admin: { group: 'Actions' },
  fields: [
    {
      name: 'buttons',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      required: true,
      labels: { singular: 'Button', plural: 'Buttons' },
      fields: buttonFields,
    },
    alignmentField(),
    appearanceField(),
  ],
}
