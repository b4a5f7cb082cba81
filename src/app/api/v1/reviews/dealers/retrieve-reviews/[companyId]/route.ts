import { createDealerReviewsHandler } from '@/lib/dealers/handlers/reviews'
import { payloadDealerDeps } from '@/lib/dealers/payloadDeps'

/** A page of a dealer's reviews with their metadata. */
export const GET = createDealerReviewsHandler(payloadDealerDeps)
