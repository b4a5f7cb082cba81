import { createMapWorkerHandler } from '@/lib/map/handlers'

/** MapLibre's worker script, from the site's own origin, so the Content-Security-Policy allows it as it is. */
export const GET = createMapWorkerHandler()
