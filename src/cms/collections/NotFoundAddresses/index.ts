import type { CollectionConfig } from 'payload'

import { isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'

export const NOT_FOUND_ADDRESSES = 'not-found-addresses'

const nobody = () => false

/**
 * The 404 log: addresses of the site that visitors asked for and that have no page, counted by the servers
 * (src/server/visits.ts → /api/v1/visits), with the site that linked there. Staff read it and make a redirect
 * from an entry in one step (which removes the entry); nobody writes entries by hand.
 */
export const NotFoundAddresses: CollectionConfig = {
  slug: NOT_FOUND_ADDRESSES,
  labels: { singular: 'Missing address', plural: '404 log' },
  admin: {
    group: 'Content',
    useAsTitle: 'path',
    defaultColumns: ['path', 'count', 'lastSeen', 'referrerHost'],
    listSearchableFields: ['path', 'referrerHost'],
    description:
      'Addresses visitors asked for that have no page, most recent first. Open one to send its visitors on with a redirect.',
  },
  defaultSort: '-lastSeen',
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  hooks: { beforeOperation: [capReads] },
  fields: [
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: 'Address',
      admin: { readOnly: true },
    },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: 'Times asked',
      admin: { readOnly: true },
    },
    {
      name: 'lastSeen',
      type: 'date',
      index: true,
      label: 'Last asked',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'referrerHost',
      type: 'text',
      label: 'Linked from',
      admin: {
        readOnly: true,
        description: 'The site of the last page that linked here, when the browser said.',
      },
    },
    {
      name: 'makeRedirect',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/RedirectFromMissing.client#RedirectFromMissing' } },
    },
  ],
}
