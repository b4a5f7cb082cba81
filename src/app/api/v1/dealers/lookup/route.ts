import { createDealerLookupHandler } from '@/lib/dealers/handlers/lookup'
import { payloadDealerDeps } from '@/lib/dealers/payloadDeps'

/** One Dealer record by company id. */
export const GET = createDealerLookupHandler(payloadDealerDeps)
