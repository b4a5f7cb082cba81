import * as z from '../zod'

import { isZipLookupValue } from '../geo/postalCode'
import { MAX_REBATE_PAGE_SIZE, REBATE_PAGE_SIZE } from './constants'

/**
 * The query of GET /api/v1/rebates/productRebateDetails.json (spec §7). Values arrive as strings; a
 * parameter given twice arrives as a list and fails here, so a malformed request is a 400 naming its field.
 */

export const REBATE_ZIP_MESSAGE = 'Enter a 5-digit zip code or a Canadian postal code'

const once = (name: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${name} is required` : `Give ${name} once, as text`),
  })

export const rebateQuerySchema = z.object({
  // The dealer locator's lookup rule (spec §5), so the same zips work in both places.
  zip: once('zip').max(64, REBATE_ZIP_MESSAGE).refine(isZipLookupValue, REBATE_ZIP_MESSAGE),
  pageSize: once('pageSize')
    .regex(/^\d{1,10}$/, 'pageSize must be a whole number')
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= MAX_REBATE_PAGE_SIZE,
      `pageSize must be between 1 and ${MAX_REBATE_PAGE_SIZE}`,
    )
    .optional()
    .default(REBATE_PAGE_SIZE),
})

export type RebateQuery = z.infer<typeof rebateQuerySchema>
