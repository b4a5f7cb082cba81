import { createPageStatusHandler } from '@/lib/dealers/handlers/pageStatus'
import { getDealerPage } from '@/lib/dealers/pages/queries'

/** What a dealer page address answers (200, 308, 404 or 410). */
export const GET = createPageStatusHandler(getDealerPage)
