import type { Field } from 'payload'

/** A navigation link: a label and an address (a site path such as /products or a full https:// URL). */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  {
    name: 'url',
    type: 'text',
    required: true,
    validate: (value: string | null | undefined) =>
      !value || /^(\/|https:\/\/|mailto:|tel:)/.test(value) ? true : 'Start with /, https://, mailto: or tel:',
  },
]
