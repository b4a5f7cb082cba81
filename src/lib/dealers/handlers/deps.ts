import type { DealerReviewsPage } from '../reviews'
import type { DealerSearchIndex } from '../searchIndex'
import type { DealerSearchSettings } from '../settings'

/**
 * What the dealer endpoints need. The routes pass the Payload-backed implementation (payloadDeps.ts); the
 * benchmark passes an in-memory one, so both run the same handler code.
 */
export type DealerApiDeps = {
  settings(): Promise<DealerSearchSettings>
  index(): Promise<DealerSearchIndex>
  reviews(companyId: number, page: number, pageAmount: number): Promise<DealerReviewsPage | null>
}
