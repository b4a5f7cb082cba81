import 'server-only'

import { getPayloadClient } from '../payload'
import type { DealerApiDeps } from './handlers/deps'
import { getDealerSearchIndex } from './indexStore'
import { findDealerReviews } from './reviews'
import { getDealerSearchSettings } from './settings'

/** The dealer endpoints as the site runs them: Payload's database. */
export const payloadDealerDeps: DealerApiDeps = {
  settings: getDealerSearchSettings,
  index: async () => getDealerSearchIndex(await getPayloadClient()),
  reviews: async (companyId, page, pageAmount) =>
    findDealerReviews(await getPayloadClient(), companyId, page, pageAmount),
}
