import type { Field } from 'payload'

import { normalizeHref } from '../../blocks/_core/shared/fields'
import { validateHref } from '../../domain/url'

/** A navigation link: a label and an address (a site path such as /products or a full https:// URL). */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  {
    name: 'url',
    type: 'text',
    required: true,
    admin: { description: 'A site path such as /products, a full https:// address, mailto: or tel:.' },
    hooks: { beforeValidate: [normalizeHref] },
    validate: (value: string | null | undefined, { required }: { required?: boolean }) => {
      if (!value) return required ? 'Enter the link address.' : true
      return validateHref(value)
    },
  },
]
