import * as z from '../zod'

/**
 * Response schemas of the dealer endpoints (spec §3). The handlers build plain objects of these shapes;
 * tests parse every answer with them, so a renamed, missing or leaked field fails a test. Objects are
 * strict: storage details (ids, empty groups) must not reach a visitor.
 */

const text = z.string().nullish()
const flag = z.boolean().nullish()
const count = z.number().int().nonnegative()
const rating = z.number().min(0).max(5)

const weekHours = z.strictObject({
  mon: text,
  tue: text,
  wed: text,
  thu: text,
  fri: text,
  sat: text,
  sun: text,
})

const dealerData = z.strictObject({
  companyID: z.number().int().positive(),
  name: z.string(),
  dealer_guid: text,
  brandID: text,
  valueBrand: text,
  tcsID: text,
  isTcs: flag,
  addressLine1: text,
  addressLine2: text,
  city: text,
  state: text,
  zipcode: text,
  country: z.enum(['US', 'CA']).nullish(),
  phone1: text,
  phone2: text,
  phone3: text,
  email: text,
  financeURL: text,
  charterMemberDate: z.number().int().nullish(),
  dealerType: z.enum(['CC', 'NON-CC']).nullish(),
  score: count.nullish(),
  totalResponseCount: count.nullish(),
  preferred: flag,
  emergencyService: flag,
  nateCertified: flag,
  leasingOption: flag,
  showFinancing: flag,
  googleReviews: flag,
  nexiaDealer: flag,
  nexiaDealerDiagnostics: flag,
  asHomeDealer: flag,
  asHomeDealerDiagnostics: flag,
  displaySupport: flag,
  spanish: flag,
  showAddress: flag,
  dealerInfo: z
    .strictObject({
      data: z.strictObject({ dbaName: text, state: text, weekHours: weekHours.optional() }).optional(),
    })
    .optional(),
})

/** One Dealer record: the lookup answer, and each search result without searchInfo and distance. */
export const dealerRecordSchema = z.strictObject({
  data: dealerData,
  metaData: z.strictObject({
    dealer_url: z.string().nullable(),
    average_rating: rating,
    total_review_count: count,
    priority_ranking: z.number().int().nullable(),
  }),
  fuseInfo: z
    .strictObject({
      pool: text,
      permaleasePhone: text,
      routingGroup: text,
      targetPhone: text,
      paidSearchPermalease: text,
    })
    .optional(),
  location: z.strictObject({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
  /** The dealer's page on this site (/dealers/<st>/<city>/<name>/); absent for a dealer without one. */
  pagePath: z
    .string()
    .regex(/^\/dealers\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/$/)
    .optional(),
  whodis: z
    .strictObject({
      assignedNumbers: z.array(z.strictObject({ number: z.string(), numberType: z.string() })),
      routingGroupID: z.string().nullable(),
    })
    .optional(),
})

const searchResult = dealerRecordSchema.extend({
  /**
   * kind: `territory` (the dealer serves the zip), `radius` (within the search radius) or `nearest` (none
   * served the zip, so the nearest dealers beyond the radius are answered, farther away; docs/locator-search.md).
   */
  searchInfo: z.strictObject({
    kind: z.enum(['territory', 'radius', 'nearest']),
    bucket: z.number().int().min(1).max(5),
  }),
  /** Miles from the searched area's centre, one decimal. */
  distance: z.number().nonnegative(),
})

/** GET /api/v1/dealers/locations and /locate. An unknown zip answers count 0 with city and state null. */
export const dealerSearchResponseSchema = z
  .strictObject({
    zipcode: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    count,
    randomizeBuckets: z.array(z.number().int()),
    dealers: z.array(searchResult),
  })
  .refine((r) => r.count === r.dealers.length, { message: 'count must equal the number of dealers' })

const review = z.strictObject({
  author_name: z.string(),
  rating: rating,
  date: z.iso.datetime(),
  text: z.string().nullable(),
  owner_response: z.string().nullable(),
  owner_response_date: z.iso.datetime().nullable(),
})

/** GET /api/v1/reviews/dealers/retrieve-reviews/{companyId}: one page of reviews, newest first. */
export const dealerReviewsResponseSchema = z.strictObject({
  reviews: z.array(review),
  metadata: z.strictObject({ average_rating: rating, total_review_count: count }),
  page: z.number().int().positive(),
  pageAmount: z.number().int().positive(),
  totalPages: count,
})

export type DealerRecordResponse = z.infer<typeof dealerRecordSchema>
export type DealerSearchResponse = z.infer<typeof dealerSearchResponseSchema>
export type DealerReviewsResponse = z.infer<typeof dealerReviewsResponseSchema>
