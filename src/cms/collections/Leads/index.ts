import type { CollectionConfig } from 'payload'

import { LEAD_KINDS, NON_DEALER_AUDIENCES } from '../../../domain/leads/requestSchemas'
import { isAdmin } from '../../access'
import { capReads } from '../../hooks/capReads'
import { eraseLeadsEndpoint } from './endpoints/erase'
import { consentField, contactFields, profileField } from './fields/contact'
import { deliveryFields } from './fields/delivery'
import { DEFAULT_LOCALE, LOCALES } from '../../../config/locales'
import { LEAD_LANGUAGE_NAMES } from '../../../domain/leads/leadEmail'

/**
 * Requests from the contact forms. Only signed-in staff read, change or delete them; visitors create them
 * through POST /api/v1/leads alone (the Local API with overrideAccess), so Payload's REST create refuses
 * everyone. The idempotency key is unique: two identical submissions racing each other store one lead.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: 'Leads',
    useAsTitle: 'lastName',
    defaultColumns: ['lastName', 'kind', 'companyId', 'createdAt', 'deliveryState'],
    listSearchableFields: ['email', 'lastName'],
    description: 'Requests from the contact forms. Filter by kind, dealer, date or delivery; export as CSV.',
    components: { beforeListTable: ['@/cms/collections/Leads/EraseByEmail.client#EraseByEmail'] },
  },
  // Personal data: admins only (README, "Who may do what"); leads arrive through /api/v1, never through Payload's REST.
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  hooks: { beforeOperation: [capReads] },
  endpoints: [eraseLeadsEndpoint],
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          options: LEAD_KINDS.map((k) => ({ label: k, value: k })),
          admin: { readOnly: true },
        },
        {
          name: 'companyId',
          label: 'Dealer company ID',
          type: 'number',
          index: true,
          admin: { readOnly: true },
        },
        {
          name: 'dealer',
          type: 'relationship',
          relationTo: 'dealers',
          index: true,
          admin: { readOnly: true },
        },
        {
          name: 'audience',
          type: 'select',
          options: [...NON_DEALER_AUDIENCES],
          admin: { readOnly: true, description: 'Who a customer-service request comes from.' },
        },
      ],
    },
    ...contactFields,
    consentField,
    profileField,
    deliveryFields,
    {
      type: 'row',
      fields: [
        {
          name: 'language',
          type: 'select',
          defaultValue: DEFAULT_LOCALE,
          index: true,
          // The language of the site the homeowner used: the dealer's e-mail says it.
          options: LOCALES.map((code) => ({ label: LEAD_LANGUAGE_NAMES[code] ?? code, value: code })),
          admin: { readOnly: true, description: 'The language of the site the homeowner used.' },
        },
        { name: 'brandCode', type: 'text', admin: { readOnly: true } },
        { name: 'sourceTag', type: 'text', admin: { readOnly: true } },
        {
          name: 'personalDataClearedAt',
          type: 'date',
          index: true,
          admin: { readOnly: true, description: 'Set when the retention rule cleared the personal fields.' },
        },
      ],
    },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, index: true, hidden: true },
    { name: 'requestHash', type: 'text', required: true, hidden: true },
  ],
}
