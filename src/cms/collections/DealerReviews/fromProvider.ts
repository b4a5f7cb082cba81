import type { Field, FieldAccess } from 'payload'

/**
 * Nobody, whatever their role, through the admin or Payload's REST API. The review provider's data reaches
 * the site through the Local API alone (the seed, an import), which access rules do not bind.
 */
export const fromProviderOnly = (): boolean => false

const readOnly: { access: { update: FieldAccess }; admin: { readOnly: true } } = {
  access: { update: fromProviderOnly },
  admin: { readOnly: true },
}

/**
 * What the reviewer and the dealer wrote, as the provider sent it. Read-only for every role: a change sent for
 * one of these fields is dropped and the stored value kept (Payload's field access), so a 2-star review cannot
 * become a 5-star one. Hiding (hiding.ts) is the only change staff make to a review.
 */
export const providerFields: Field[] = [
  { name: 'dealer', type: 'relationship', relationTo: 'dealers', required: true, index: true, ...readOnly },
  {
    type: 'row',
    fields: [
      { name: 'author_name', label: 'Reviewer', type: 'text', required: true, maxLength: 80, ...readOnly },
      {
        name: 'rating',
        type: 'number',
        required: true,
        min: 1,
        max: 5,
        validate: (v: number | null | undefined) =>
          v != null && Number.isInteger(v) && v >= 1 && v <= 5 ? true : 'Enter a whole number from 1 to 5.',
        ...readOnly,
      },
      {
        name: 'date',
        type: 'date',
        required: true,
        index: true,
        defaultValue: () => new Date().toISOString(),
        ...readOnly,
      },
    ],
  },
  { name: 'text', label: 'Review', type: 'textarea', maxLength: 4000, ...readOnly },
  {
    type: 'row',
    fields: [
      { name: 'owner_response', label: 'Dealer’s response', type: 'textarea', maxLength: 4000, ...readOnly },
      { name: 'owner_response_date', label: 'Response date', type: 'date', ...readOnly },
    ],
  },
  {
    name: 'isDemo',
    type: 'checkbox',
    defaultValue: false,
    access: { update: fromProviderOnly },
    admin: { position: 'sidebar', readOnly: true },
  },
]
