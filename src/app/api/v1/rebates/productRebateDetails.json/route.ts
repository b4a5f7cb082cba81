import { createRebateDetailsHandler } from '@/lib/rebates/handlers/productRebateDetails'
import { payloadRebateDeps } from '@/lib/rebates/payloadDeps'

/** Rebates and tax credits for a zip or postal code (docs/rebates.md). */
export const GET = createRebateDetailsHandler(payloadRebateDeps)
