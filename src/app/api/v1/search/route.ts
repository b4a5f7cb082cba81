import { createSearchHandler } from '@/lib/search/handler'
import { payloadSearchDeps } from '@/lib/search/payloadDeps'

/** The site search as JSON (docs/search.md). */
export const GET = createSearchHandler(payloadSearchDeps)
