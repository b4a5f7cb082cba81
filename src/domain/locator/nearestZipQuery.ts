import * as z from '../zod'

/**
 * GET /api/v1/geo/nearest-zip?lat=&lon=: the browser's position as decimal degrees. Query values arrive as
 * text; a parameter given twice arrives as a list and fails with its own message.
 */
const coordinate = (name: 'lat' | 'lon', limit: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${name} is required` : `Give ${name} once, as a number`,
    })
    .max(32, `${name} must be a number`)
    .regex(/^-?\d{1,3}(\.\d+)?$/, `${name} must be a number`)
    .transform(Number)
    .refine((n) => Math.abs(n) <= limit, `${name} must be between -${limit} and ${limit}`)

export const nearestZipQuerySchema = z.object({ lat: coordinate('lat', 90), lon: coordinate('lon', 180) })

export const nearestZipResponseSchema = z.strictObject({
  zipcode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.enum(['US', 'CA']),
})

export type NearestZipResponse = z.infer<typeof nearestZipResponseSchema>

/** Farther than this from every zip or postal-area centre, a position is not in the US or Canada. */
export const NEAREST_ZIP_MAX_MILES = 150

export { OUTSIDE_AREA_MESSAGE } from './messages'
