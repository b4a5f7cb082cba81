import * as z from '../zod'

import { isZipLookupValue } from '../geo/postalCode'
import {
  MAX_COMPANY_ID,
  MAX_REVIEW_PAGE,
  MAX_REVIEW_PAGE_SIZE,
  RADIUS_CHOICES_MILES,
  REVIEW_PAGE_SIZE,
  type RadiusChoice,
} from './constants'
import { isSortOrder, SORT_ORDERS, type SortOrder } from './sortOrders'

/**
 * Query schemas of the dealer endpoints. Query values arrive as strings; a parameter given twice arrives
 * as an array and fails here, so every malformed request is a 400 with field messages, never a 500.
 */

const once = (name: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${name} is required` : `Give ${name} once, as text`),
  })

const optionalText = (name: string, max: number) => once(name).max(max, `${name} is too long`).optional()

const wholeNumber = (name: string, max: number) =>
  once(name)
    .regex(/^\d{1,10}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `${name} must be between 1 and ${max}`)

const brand = (brandCode: string) =>
  once('brand')
    .max(32, 'Unknown brand')
    .refine((b) => b.trim().toUpperCase() === brandCode.toUpperCase(), 'Unknown brand')

export const zipcodeSchema = once('zipcode')
  .max(64, 'Enter a 5-digit zip code or a Canadian postal code')
  .refine(isZipLookupValue, 'Enter a 5-digit zip code or a Canadian postal code')

/** `?sort=`: one of the locator's orders; the specification's order when absent. */
export const sortSchema = once('sort').refine(
  (value): value is SortOrder => isSortOrder(value),
  `sort must be one of ${SORT_ORDERS.join(', ')}`,
)

/** `?radius=`: one of the locator's radius choices in miles; the site setting's radius when absent. */
export const radiusSchema = once('radius')
  .refine(
    (value) => RADIUS_CHOICES_MILES.map(String).includes(value),
    `radius must be one of ${RADIUS_CHOICES_MILES.join(', ')} (miles)`,
  )
  .transform((value) => Number(value) as RadiusChoice)

export const companyIdSchema = wholeNumber('companyId', MAX_COMPANY_ID)

const cache = new Map<
  string,
  { search: ReturnType<typeof buildSearch>; lookup: ReturnType<typeof buildLookup> }
>()

function buildSearch(brandCode: string) {
  return z.object({
    brand: brand(brandCode),
    zipcode: zipcodeSchema,
    sort: sortSchema.optional(),
    radius: radiusSchema.optional(),
    // Accepted for compatibility with the provider's contract; never logged or stored.
    url: optionalText('url', 4096),
    mtaAnonymousId: optionalText('mtaAnonymousId', 256),
    mtaSessionId: optionalText('mtaSessionId', 256),
  })
}

function buildLookup(brandCode: string) {
  return z.object({ brand: brand(brandCode), cid: wholeNumber('cid', MAX_COMPANY_ID) })
}

/** Schemas depend on the configured brand code; built once per code. */
export function dealerQuerySchemas(brandCode: string) {
  let entry = cache.get(brandCode)
  if (!entry) {
    entry = { search: buildSearch(brandCode), lookup: buildLookup(brandCode) }
    cache.set(brandCode, entry)
  }
  return entry
}

export const reviewsQuerySchema = z.object({
  companyId: companyIdSchema,
  page: wholeNumber('page', MAX_REVIEW_PAGE).optional().default(1),
  // Larger pages are capped rather than refused: the client only asks for more than it shows.
  pageAmount: wholeNumber('pageAmount', Number.MAX_SAFE_INTEGER)
    .transform((n) => Math.min(n, MAX_REVIEW_PAGE_SIZE))
    .optional()
    .default(REVIEW_PAGE_SIZE),
})

export type DealerSearchQuery = z.infer<ReturnType<typeof buildSearch>>
export type DealerLookupQuery = z.infer<ReturnType<typeof buildLookup>>
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>
