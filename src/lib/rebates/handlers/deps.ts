import type { Centroid } from '../../../domain/geo/centroids'
import type { PostalCode } from '../../../domain/geo/postalCode'
import type { RebateProgram } from '../../../domain/rebates/programs'

/**
 * What the rebate endpoint needs. The route passes the Payload-backed implementation (payloadDeps.ts);
 * tests pass programs, places and a day of their own.
 */
export type RebateApiDeps = {
  /** Every program of one country, whatever its dates and region; the rules decide which apply. */
  programs(country: 'US' | 'CA'): Promise<RebateProgram[]>
  /** The city and state of a zip or postal area, as the dealer search resolves it. */
  findArea(code: PostalCode): Centroid | undefined
  now(): Date
}
