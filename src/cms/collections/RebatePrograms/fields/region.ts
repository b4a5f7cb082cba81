import type { Field } from 'payload'

import {
  normalizeZipPrefix,
  REGION_OPTIONS,
  validateRegionStates,
  validateZipPrefixes,
  type RebateCountry,
} from '../../../../domain/rebates/programRules'

const countryOf = (siblingData: unknown): RebateCountry | undefined =>
  (siblingData as { country?: RebateCountry } | undefined)?.country

/**
 * Where a program applies: a country, optionally narrowed to states or provinces and to zip or postal
 * prefixes. The prefixes follow the dealers' service-area rule (src/domain/dealers/serviceArea.ts).
 */
export const regionField: Field = {
  name: 'region',
  type: 'group',
  admin: {
    description:
      'A program applies to a zip in this country, in one of the states (if any are listed) and starting with one of the prefixes (if any are listed).',
  },
  fields: [
    {
      name: 'country',
      type: 'select',
      required: true,
      defaultValue: 'US',
      options: [
        { label: 'United States', value: 'US' },
        { label: 'Canada', value: 'CA' },
      ],
    },
    {
      name: 'states',
      label: 'States or provinces',
      type: 'select',
      hasMany: true,
      options: REGION_OPTIONS,
      admin: { description: 'Leave empty for the whole country.' },
      validate: (value: string[] | null | undefined, { siblingData }: { siblingData?: unknown }) =>
        validateRegionStates(value, countryOf(siblingData)),
    },
    {
      name: 'zipPrefixes',
      label: 'Zip or postal prefixes',
      type: 'text',
      hasMany: true,
      admin: {
        description:
          'Leave empty for every zip. US: 3 to 5 digits (100 covers 10001 to 10099). Canada: K, K1 or K1A.',
      },
      hooks: {
        beforeValidate: [
          ({ value }) =>
            Array.isArray(value)
              ? [...new Set(value.map((v) => (typeof v === 'string' ? normalizeZipPrefix(v) : v)))]
              : value,
        ],
      },
      validate: (value: string[] | null | undefined, { siblingData }: { siblingData?: unknown }) =>
        validateZipPrefixes(value, countryOf(siblingData)),
    },
  ],
}
