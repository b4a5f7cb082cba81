import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, TextField } from 'payload'

import { normalizeHref } from '../../../blocks/_core/shared/fields'
import { DEFAULT_LOCALE, localeOfPath } from '../../../config/locales'
import { redirectSource, redirectSourceError } from '../../../domain/redirects'
import { validateHref } from '../../../domain/url'
import { isStaff } from '../../access'
import { collapseChainsInto, resolveRedirectChain, revalidateRedirectAfterDelete } from './hooks'

/** The old address: a whole old URL may be pasted, and only its path is kept. */
const sourceField: TextField = {
  name: 'from',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: 'Old address',
  admin: {
    description:
      'The path that no longer has a page, such as /old-page (or /es/…, /fr/… for a Spanish or French one). A full old URL may be pasted.',
  },
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? redirectSource(value) : value)] },
  validate: (value: string | null | undefined) => {
    if (!value) return 'Enter the old address.'
    // A Spanish or French old address (/es/…, /fr/…) is checked as the address its language stores.
    const { locale, rest } = localeOfPath(value)
    return redirectSourceError(locale === DEFAULT_LOCALE ? value : rest) ?? true
  },
}

/** The destination: a page picked from the list (it follows the page when its address changes) or an address. */
function targetFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'type') return { ...field, label: 'Send visitors to' }
    if (field.name === 'reference') return { ...field, label: 'Page' }
    if (field.name === 'url' && field.type === 'text') {
      const url: TextField = {
        name: 'url',
        type: 'text',
        required: true,
        label: 'Address',
        admin: {
          condition: field.admin?.condition,
          description: 'A site path such as /products or a full https:// address.',
        },
        hooks: { beforeValidate: [normalizeHref] },
        validate: (value: string | null | undefined) => (value ? validateHref(value) : 'Enter the address.'),
      }
      return url
    }
    return field
  })
}

/** How often visitors followed the redirect and when last, counted by the servers (src/server/visits.ts). */
const followedFields: Field[] = [
  {
    name: 'hits',
    type: 'number',
    label: 'Followed',
    defaultValue: 0,
    access: { create: () => false, update: () => false },
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: 'Times visitors were sent on by this redirect.',
    },
  },
  {
    name: 'lastHit',
    type: 'date',
    label: 'Last followed',
    access: { create: () => false, update: () => false },
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
]

/**
 * Permanent redirects from old addresses. Moving a published page adds one by itself (Pages/hooks/autoRedirect);
 * editors add and edit others. The site answers them with 308 (lib/redirects).
 */
export const redirects = redirectsPlugin({
  collections: ['pages'],
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: {
      group: 'Content',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to', 'hits', 'lastHit'],
      description:
        'Old addresses and where they now lead. Moving a published page adds one; a chain is shortened to one hop.',
    },
    access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
    hooks: {
      beforeChange: [resolveRedirectChain],
      afterChange: [collapseChainsInto],
      afterDelete: [revalidateRedirectAfterDelete],
    },
    fields: ({ defaultFields }) => [
      ...defaultFields.map((field) => {
        if (field.type === 'text' && field.name === 'from') return sourceField
        if (field.type === 'group' && 'name' in field && field.name === 'to') {
          return {
            ...field,
            fields: targetFields(field.fields),
            admin: {
              ...field.admin,
              components: { Cell: '@/components/admin/RedirectTargetCell#RedirectTargetCell' },
            },
          }
        }
        return field
      }),
      ...followedFields,
    ],
  },
})
