import type { Field } from 'payload'

import { normalizeHref, PAGE_PICKER } from '../fields'
import { validateHref } from '../../../../domain/url'

/**
 * One button: its text, where it goes (a page picked from the list, or an address under the link rule) and its
 * look. The Hero block's buttons use it too.
 */
export const buttonFields: Field[] = [
  {
    name: 'label',
    type: 'text',
    required: true,
    admin: { description: 'Say where it goes: "Find a dealer".' },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'page',
        type: 'relationship',
        relationTo: 'pages',
        admin: {
          width: '50%',
          description:
            'Pick a page: the button follows it when its address changes, and hides while it is unpublished.',
          components: { Field: PAGE_PICKER },
        },
      },
      {
        name: 'url',
        type: 'text',
        label: 'Link',
        admin: {
          width: '50%',
          description:
            'Or an address: a site path such as /find-a-dealer/, a full https:// address, mailto: or tel:.',
          condition: (_, siblingData) => !siblingData?.page,
        },
        hooks: { beforeValidate: [normalizeHref] },
        validate: (
          value: string | null | undefined,
          { siblingData }: { siblingData: { page?: unknown } },
        ) => {
          if (siblingData?.page) return true
          return value ? validateHref(value) : 'Pick a page or enter a link.'
        },
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
