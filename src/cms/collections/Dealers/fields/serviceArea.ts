import type { Field } from 'payload'

import { normalizeServiceAreaEntry } from '../../../../domain/dealers/serviceArea'

/** The zips and postal-code prefixes a dealer covers: a search for any of them lists it as a territory dealer. */
export const serviceAreaField: Field = {
  name: 'serviceArea',
  type: 'text',
  hasMany: true,
  admin: {
    description:
      'Zip codes (10001), zip prefixes of 3-4 digits (100), Canadian FSAs (K1A) or FSA prefixes (K, K1).',
  },
  hooks: {
    beforeValidate: [
      ({ value }) =>
        Array.isArray(value)
          ? [
              ...new Set(
                value.map((v) => (typeof v === 'string' ? (normalizeServiceAreaEntry(v) ?? v.trim()) : v)),
              ),
            ]
          : value,
    ],
  },
  validate: (value: string[] | null | undefined) => {
    const bad = (value ?? []).filter((v) => normalizeServiceAreaEntry(v) === null)
    return bad.length === 0 ? true : `Not a zip, zip prefix or FSA: ${bad.slice(0, 5).join(', ')}`
  },
}
