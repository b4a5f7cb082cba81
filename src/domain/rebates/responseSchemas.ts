import * as z from '../zod'

/**
 * The Rebate result (spec §3): the area's "City, ST" and, per product category, the largest rebate and the
 * programs offering it. Objects are strict, so a storage detail (dates, regions, amounts per program) that
 * leaked into an answer fails the handler's tests.
 */
export const rebateProgramSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  amountLabel: z.string(),
  homeURL: z.string(),
})

export const productRebateDetailSchema = z.strictObject({
  productCategory: z.string(),
  maxRebate: z.strictObject({ amount: z.number().nonnegative() }),
  rebatePrograms: z.array(rebateProgramSchema).min(1),
})

export const rebateDetailsResponseSchema = z.strictObject({
  area: z.strictObject({ cityState: z.string() }),
  productRebateDetails: z.array(productRebateDetailSchema),
})

export type RebateProgramResponse = z.infer<typeof rebateProgramSchema>
export type ProductRebateDetail = z.infer<typeof productRebateDetailSchema>
export type RebateDetailsResponse = z.infer<typeof rebateDetailsResponseSchema>
