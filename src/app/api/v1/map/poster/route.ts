import { createPosterHandler } from '@/lib/map/poster'

/** The map's poster: an SVG picture of the pins on the site's basemap, shown until MapLibre is asked for. */
export const GET = createPosterHandler()
