import * as z from '../../zod'

import { guardCell } from '../../csv/cell'
import { parsePostalCode } from '../../geo/postalCode'
import { isEmailAddress, isPhoneNumber } from '../../leads/rules'
import { safeHref } from '../../url'
import { MAX_COMPANY_ID } from '../constants'
import { normalizeServiceAreaEntry } from '../serviceArea'

/**
 * The columns of the dealer spreadsheet: a header named as the record names the field, where the value lives
 * in the record, how a cell is read (a zod schema from the cell's text) and how a value is written back.
 * Export and import share this one table, so an exported file imports unchanged.
 */
export type CsvValue = string | number | boolean | string[] | null

export type DealerColumn = {
  header: string
  path: readonly string[]
  cell: z.ZodType<CsvValue, string>
  /** The file must carry this column (the key, and what a new dealer cannot do without). */
  required?: true
}

const blankToNull = (v: string) => (v === '' ? null : v)

const optionalText = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters.`).transform(blankToNull)

const checkedText = (check: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || check(v), message)
    .transform(blankToNull)

const decimal = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v !== '' && Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max, message)
    .transform(Number)

const YES = new Set(['yes', 'y', 'true', '1', 'x'])
const NO = new Set(['no', 'n', 'false', '0', ''])
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => YES.has(v) || NO.has(v), 'Use yes or no.')
  .transform((v) => YES.has(v))

const isWebAddress = (v: string) => /^https?:\/\//i.test(v) && safeHref(v) !== null

const flagColumn = (name: string): DealerColumn => ({ header: name, path: ['data', name], cell: flag })

export const DEALER_COLUMNS: readonly DealerColumn[] = [
  {
    header: 'companyID',
    path: ['data', 'companyID'],
    required: true,
    cell: z
      .string()
      .trim()
      .refine(
        (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_COMPANY_ID,
        `Enter a whole number from 1 to ${MAX_COMPANY_ID}.`,
      )
      .transform(Number),
  },
  {
    header: 'name',
    path: ['data', 'name'],
    required: true,
    cell: z.string().trim().min(1, 'Enter the dealer’s name.').max(120, 'Use at most 120 characters.'),
  },
  {
    header: 'dealerType',
    path: ['data', 'dealerType'],
    cell: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === 'CC' || v === 'NON-CC', 'Use CC or NON-CC.'),
  },
  { header: 'addressLine1', path: ['data', 'addressLine1'], cell: optionalText(200) },
  { header: 'addressLine2', path: ['data', 'addressLine2'], cell: optionalText(200) },
  { header: 'city', path: ['data', 'city'], cell: optionalText(100) },
  {
    header: 'state',
    path: ['data', 'state'],
    cell: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), 'Use the two-letter state or province code.')
      .transform(blankToNull),
  },
  // Checked against the row's country by readDealerCsv (a US zip or a Canadian postal code).
  { header: 'zipcode', path: ['data', 'zipcode'], required: true, cell: z.string().trim() },
  {
    header: 'country',
    path: ['data', 'country'],
    required: true,
    cell: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === 'US' || v === 'CA', 'Use US or CA.'),
  },
  {
    header: 'phone1',
    path: ['data', 'phone1'],
    cell: checkedText(isPhoneNumber, 'Enter a 10-digit phone number.'),
  },
  {
    header: 'phone2',
    path: ['data', 'phone2'],
    cell: checkedText(isPhoneNumber, 'Enter a 10-digit phone number.'),
  },
  {
    header: 'phone3',
    path: ['data', 'phone3'],
    cell: checkedText(isPhoneNumber, 'Enter a 10-digit phone number.'),
  },
  {
    header: 'email',
    path: ['data', 'email'],
    cell: checkedText(isEmailAddress, 'Enter a valid e-mail address.'),
  },
  {
    header: 'financeURL',
    path: ['data', 'financeURL'],
    cell: checkedText(isWebAddress, 'Enter a full https:// address.'),
  },
  {
    header: 'dealer_url',
    path: ['metaData', 'dealer_url'],
    cell: checkedText(isWebAddress, 'Enter a full https:// address.'),
  },
  {
    header: 'priority_ranking',
    path: ['metaData', 'priority_ranking'],
    cell: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || /^\d{1,6}$/.test(v),
        'Enter a whole number (1 is the highest), or leave it empty.',
      )
      .transform((v) => (v === '' ? null : Number(v))),
  },
  {
    header: 'lat',
    path: ['location', 'lat'],
    required: true,
    cell: decimal(-90, 90, 'Enter a latitude from -90 to 90.'),
  },
  {
    header: 'lon',
    path: ['location', 'lon'],
    required: true,
    cell: decimal(-180, 180, 'Enter a longitude from -180 to 180.'),
  },
  {
    header: 'serviceArea',
    path: ['serviceArea'],
    cell: z
      .string()
      .transform((v) => v.split(/[\s;]+/).filter(Boolean))
      .superRefine((entries, ctx) => {
        const bad = entries.filter((e) => normalizeServiceAreaEntry(e) === null)
        if (bad.length > 0)
          ctx.addIssue({
            code: 'custom',
            message: `Not a zip, zip prefix or FSA: ${bad.slice(0, 5).join(', ')}`,
          })
      })
      .transform((entries) => [...new Set(entries.map((e) => normalizeServiceAreaEntry(e) ?? e))]),
  },
  flagColumn('preferred'),
  flagColumn('emergencyService'),
  flagColumn('nateCertified'),
  flagColumn('leasingOption'),
  flagColumn('showFinancing'),
  flagColumn('spanish'),
  flagColumn('showAddress'),
]

/** The zip as stored (a Canadian code upper case with its space), or the message when it misfits the country. */
export function readZip(zipcode: string, country: string): { value: string } | { error: string } {
  const parsed = parsePostalCode(zipcode)
  if (country === 'CA') {
    return parsed?.country === 'CA'
      ? { value: parsed.display }
      : { error: 'Enter a Canadian postal code such as K1A 0B1.' }
  }
  return parsed?.country === 'US'
    ? { value: zipcode.trim() }
    : { error: 'Enter a 5-digit zip code (or ZIP+4).' }
}

/**
 * A cell as the spreadsheet shows it: yes/no for flags, space-separated lists, empty for nothing, numbers as
 * numbers (coordinates, ids, rankings), and text guarded against running as a formula (domain/csv/cell), which
 * the import takes off again (readDealerCsv).
 */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number') return String(value)
  return guardCell(Array.isArray(value) ? value.join(' ') : String(value))
}
