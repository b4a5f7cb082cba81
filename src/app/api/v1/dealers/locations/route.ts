import { createDealerSearchHandler } from '@/lib/dealers/handlers/search'
import { payloadDealerDeps } from '@/lib/dealers/payloadDeps'

/** Dealer search by zip or postal code (docs/dealer-search.md). */
export const GET = createDealerSearchHandler(payloadDealerDeps)
