import * as z from '../zod'

/**
 * GET /api/v1/geo/places?q=&limit=&match=: places named by a typed text (domain/geo/placeNames.ts). `match`
 * `prefix` (the default) completes a beginning ('Spring' → Springfield, …); `whole` answers only places named
 * exactly so, which is how a search box resolves a city on submit.
 */

const once = (name: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${name} is required` : `Give ${name} once, as text`),
  })

export const PLACES_MAX_LIMIT = 20
export const PLACES_DEFAULT_LIMIT = 8

export const placesQuerySchema = z.object({
  q: once('q')
    .transform((q) => q.trim())
    .refine((q) => q.length >= 2, 'Type at least 2 characters of a city')
    .refine((q) => q.length <= 100, 'q is too long'),
  limit: once('limit')
    .regex(/^\d{1,3}$/, 'limit must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= PLACES_MAX_LIMIT, `limit must be between 1 and ${PLACES_MAX_LIMIT}`)
    .optional()
    .default(PLACES_DEFAULT_LIMIT),
  match: z.enum(['prefix', 'whole'], { error: 'match must be prefix or whole' }).optional().default('prefix'),
})

export const placeSchema = z.strictObject({
  name: z.string(),
  state: z.string().length(2),
  /** The state's or province's name, for a list to pick from: 'Illinois'. */
  stateName: z.string(),
  country: z.enum(['US', 'CA']),
  /** A zip or whole postal code that searches the place: what the zip box and ?zipcode= take. */
  zipcode: z.string(),
  label: z.string(),
})

export const placesResponseSchema = z.strictObject({ places: z.array(placeSchema) })

export type PlaceAnswer = z.infer<typeof placeSchema>
export type PlacesResponse = z.infer<typeof placesResponseSchema>
