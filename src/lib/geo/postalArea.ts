import { z } from 'zod'

import { findCentroid, type Centroid } from '../../domain/geo/centroids'
import { isZipLookupValue, parsePostalCode, type PostalCode } from '../../domain/geo/postalCode'
import { apiHandler } from '../api/handler'
import { readQuery } from '../api/query'
import { invalidRequest, jsonResponse, notFound } from '../api/responses'

/**
 * GET /api/v1/geo/postal-area?code=: the city and state (or province) of a US zip or Canadian postal code,
 * from the same postal geography the dealer search uses. The address fields of the forms fill themselves
 * from it when no maps service is configured, so no request leaves the site.
 */

const CODE_MESSAGE = 'Enter a 5-digit zip code or a Canadian postal code'

export const postalAreaQuerySchema = z.object({
  code: z
    .string({
      error: (issue) => (issue.input === undefined ? 'code is required' : 'Give code once, as text'),
    })
    .max(16, CODE_MESSAGE)
    .refine(isZipLookupValue, CODE_MESSAGE),
})

export const postalAreaResponseSchema = z.strictObject({
  code: z.string(),
  city: z.string(),
  state: z.string().length(2),
  country: z.enum(['US', 'CA']),
})

export type PostalAreaResponse = z.infer<typeof postalAreaResponseSchema>

/** Postal geography changes rarely; browsers and CDNs may keep an answer for a day. */
const CACHE_AREA = 'public, max-age=86400, s-maxage=86400'

export function createPostalAreaHandler(find: (code: PostalCode) => Centroid | undefined = findCentroid) {
  return apiHandler('postal area', async (req: Request) => {
    const parsed = postalAreaQuerySchema.safeParse(readQuery(new URL(req.url)))
    if (!parsed.success) return invalidRequest(parsed.error)
    const code = parsePostalCode(parsed.data.code)
    const area = code ? find(code) : undefined
    if (!code || !area) return notFound('Unknown zip or postal code')
    const body: PostalAreaResponse = {
      code: code.display,
      city: area.city,
      state: area.state,
      country: area.country,
    }
    return jsonResponse(body, 200, CACHE_AREA)
  })
}
