import { createMapStylesheetHandler } from '@/lib/map/handlers'

/** MapLibre's stylesheet, linked by a map as it opens, so no page carries it in its own CSS. */
export const GET = createMapStylesheetHandler()
