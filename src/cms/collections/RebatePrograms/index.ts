import type { CollectionConfig } from 'payload'

import { PRODUCT_CATEGORIES } from '../../../domain/rebates/categories'
import { validateEndDate, validateRebateHomeUrl } from '../../../domain/rebates/programRules'
import { isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import { regionField } from './fields/region'

const dayOnly = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'MMM d, yyyy' } }

/**
 * Rebate and tax-credit programs, by product category and region. Visitors see them only through
 * /api/v1/rebates/productRebateDetails.json for their zip; Payload's generic API is staff only.
 */
export const RebatePrograms: CollectionConfig = {
  slug: 'rebate-programs',
  labels: { singular: 'Rebate program', plural: 'Rebate programs' },
  admin: {
    group: 'Marketing',
    useAsTitle: 'name',
    defaultColumns: ['name', 'productCategory', 'amount', 'startDate', 'endDate'],
    listSearchableFields: ['name'],
    description: 'Rebates and tax credits shown on the rebate page for a visitor’s zip code.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [capReads] },
  defaultSort: 'name',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 160,
      admin: { description: 'As the program calls itself.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amountLabel',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 80,
          admin: { description: 'Shown beside the program, e.g. “Up to $2,000” or “30% tax credit”.' },
        },
        {
          name: 'amount',
          type: 'number',
          required: true,
          min: 0,
          max: 1_000_000,
          admin: {
            description: 'The most a homeowner can receive, in US dollars; the page shows whole dollars.',
          },
        },
      ],
    },
    {
      name: 'homeURL',
      label: 'Program page',
      type: 'text',
      required: true,
      admin: { description: 'The full https:// address of the program’s own page; it opens in a new tab.' },
      validate: (value: string | null | undefined) => validateRebateHomeUrl(value),
    },
    {
      name: 'productCategory',
      type: 'select',
      required: true,
      index: true,
      options: PRODUCT_CATEGORIES.map((c) => ({ label: c.label, value: c.value })),
    },
    regionField,
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', required: true, admin: dayOnly },
        {
          name: 'endDate',
          type: 'date',
          admin: { ...dayOnly, description: 'Leave empty while the program has no announced end.' },
          validate: (value: Date | string | null | undefined, { data }: { data?: unknown }) =>
            validateEndDate(value, (data as { startDate?: Date | string | null } | undefined)?.startDate),
        },
      ],
    },
  ],
}
