import { createBasemapHandler } from '@/lib/map/handlers'

/** The site's own basemap (GeoJSON from us-atlas and world-atlas), drawn when no MAP_STYLE_URL is set. */
export const GET = createBasemapHandler()
