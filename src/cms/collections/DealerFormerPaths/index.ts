import type { CollectionConfig } from 'payload'

import { cacheTags } from '../../../config/cacheTags'
import { isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import { revalidate } from '../../hooks/revalidate'

export const FORMER_PATHS = 'dealer-former-paths'

const expireDealerPages = ({ req }: { req: Parameters<typeof revalidate>[0] }) =>
  revalidate(req, { tags: [cacheTags.dealers] })

/**
 * Addresses dealer pages had before a rename or a move, with the company they belonged to: the page route
 * answers a permanent redirect to the company's current page, or 410 Gone when the company is no longer a
 * dealer. Written by the dealers' hooks; staff only (docs/dealer-pages.md).
 */
export const DealerFormerPaths: CollectionConfig = {
  slug: FORMER_PATHS,
  labels: { singular: 'Former dealer page address', plural: 'Former dealer page addresses' },
  admin: {
    group: 'Dealers',
    useAsTitle: 'path',
    defaultColumns: ['path', 'companyId', 'updatedAt'],
    description:
      'Old addresses of dealer pages. Each redirects to the page of the company it names, or answers “gone” when that dealer was deleted.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeOperation: [capReads],
    afterChange: [({ doc, req }) => (expireDealerPages({ req }), doc)],
    afterDelete: [({ doc, req }) => (expireDealerPages({ req }), doc)],
  },
  fields: [
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The old address, e.g. /dealers/ny/new-york/old-name/.' },
      validate: (v: string | null | undefined) =>
        v && /^\/dealers\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(v)
          ? true
          : 'Use a dealer page address: /dealers/<state>/<city>/<name>/.',
    },
    {
      name: 'companyId',
      type: 'number',
      required: true,
      index: true,
      admin: { description: 'The company id of the dealer the address belonged to.' },
    },
  ],
}
