import { createDealerSearchHandler } from '@/lib/dealers/handlers/search'
import { payloadDealerDeps } from '@/lib/dealers/payloadDeps'

/** The alternate locator path (info-endpoint flag): the same contract as /dealers/locations. */
export const GET = createDealerSearchHandler(payloadDealerDeps)
