import type { ArrayField, Condition, Field } from 'payload'

import { normalizeHref } from '../../_core/shared/fields'
import { validateHref } from '../../../domain/url'

type Siblings = { file?: unknown; fileLink?: unknown } | undefined

/**
 * A document list item (spec §3: fileLink, fileTitle): a PDF from Documents, or the address of one elsewhere.
 * The title may stay empty for a file from Documents, which then shows its own title.
 */
export function documentItemsField(
  description: string,
  { required = false, condition }: { required?: boolean; condition?: Condition } = {},
): ArrayField {
  return {
    name: 'items',
    type: 'array',
    labels: { singular: 'Document', plural: 'Documents' },
    required,
    ...(required ? { minRows: 1 } : {}),
    maxRows: 40,
    admin: { description, ...(condition ? { condition } : {}) },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'file',
            type: 'upload',
            relationTo: 'documents',
            admin: { description: 'A PDF from Documents…', width: '50%' },
          },
          {
            name: 'fileLink',
            type: 'text',
            label: 'File address',
            admin: { description: '…or a site path or https:// address of a PDF.', width: '50%' },
            hooks: { beforeValidate: [normalizeHref] },
            validate: (value: string | null | undefined, { siblingData }: { siblingData?: unknown }) =>
              !value && !(siblingData as Siblings)?.file
                ? 'Choose a file from Documents or enter its address.'
                : value
                  ? validateHref(value)
                  : true,
          },
        ],
      },
      {
        name: 'fileTitle',
        type: 'text',
        label: 'File title',
        admin: { description: 'The link text. Empty: the title of the file from Documents.' },
        validate: (value: string | null | undefined, { siblingData }: { siblingData?: unknown }) =>
          !value?.trim() && !(siblingData as Siblings)?.file ? 'Enter the link text for this address.' : true,
      },
    ],
  }
}

export const titleField = (defaultValue: string): Field => ({
  name: 'title',
  type: 'text',
  required: true,
  defaultValue,
  admin: { description: 'The heading above the list.' },
})

export const introField: Field = {
  name: 'intro',
  type: 'textarea',
  admin: { description: 'Optional sentence under the heading.' },
}
