import 'server-only'

import { env } from '../../config/env'
import { getPayloadClient } from '../payload'
import { createRateLimiter } from '../api/rateLimit'
import type { DealerApiDeps } from './handlers/deps'
import { getDealerSearchIndex } from './indexStore'
import { findDealerReviews } from './reviews'
import { getDealerSearchSettings } from './settings'

// One limiter per process for all dealer routes, on globalThis in case the bundler loads this module per route.
const KEY = Symbol.for('brand-site.dealerRateLimiter')
const holder = globalThis as typeof globalThis & { [KEY]?: DealerApiDeps['limiter'] }

const sharedLimiter = () =>
  (holder[KEY] ??= createRateLimiter({
    perSecond: env().RATE_LIMIT_PER_SECOND,
    burst: env().RATE_LIMIT_BURST,
  }))

/** The dealer endpoints as the site runs them: Payload's database, one rate limiter for all of them. */
export const payloadDealerDeps: DealerApiDeps = {
  get limiter() {
    return sharedLimiter()
  },
  settings: async () => getDealerSearchSettings(await getPayloadClient()),
  index: async () => getDealerSearchIndex(await getPayloadClient()),
  reviews: async (companyId, page, pageAmount) =>
    findDealerReviews(await getPayloadClient(), companyId, page, pageAmount),
}
