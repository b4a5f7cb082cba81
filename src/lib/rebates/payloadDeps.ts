import 'server-only'

import { findCentroid } from '../../domain/geo/centroids'
import { getPayloadClient } from '../payload'
import type { RebateApiDeps } from './handlers/deps'
import { findRebatePrograms } from './programs'

/** The rebate endpoint as the site runs it: programs from Payload's database, places from the postal data. */
export const payloadRebateDeps: RebateApiDeps = {
  programs: async (country) => findRebatePrograms(await getPayloadClient(), country),
  findArea: findCentroid,
  now: () => new Date(),
}
