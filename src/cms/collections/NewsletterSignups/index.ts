import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access'
import { capReads } from '../../hooks/capReads'

/**
 * Newsletter sign-ups (kind MARKETO). Like leads: staff read them, visitors add them only through
 * POST /api/v1/newsletter, and a repeated submission (same idempotency key) stores one row.
 */
export const NewsletterSignups: CollectionConfig = {
  slug: 'newsletter-signups',
  labels: { singular: 'Newsletter sign-up', plural: 'Newsletter sign-ups' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['email', 'sourceTag', 'createdAt', 'spam'],
    listSearchableFields: ['email'],
  },
  // Personal data: admins only (README, "Who may do what"); leads arrive through /api/v1, never through Payload's REST.
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  hooks: { beforeOperation: [capReads] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'text', required: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'brandCode', type: 'text', admin: { readOnly: true } },
        { name: 'sourceTag', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      name: 'spam',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        readOnly: true,
        description:
          'The form’s hidden trap field was filled: kept only so a robot cannot tell; never mail it.',
      },
    },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, index: true, hidden: true },
    { name: 'requestHash', type: 'text', required: true, hidden: true },
  ],
}
