import * as z from '../zod'

/**
 * GET /api/v1/map/config: what a map in the browser needs. `style` is MAP_STYLE_URL when one is set (any
 * MapLibre style); null draws the site's own basemap from `basemap`. `worker` is MapLibre's worker and
 * `stylesheet` its CSS, served by the site so the Content-Security-Policy needs no blob: workers and no page
 * carries the map's CSS before a map opens. `point` is the searched zip's centre
 * when the request named one (?code=).
 */
export const mapConfigSchema = z.strictObject({
  style: z.string().url().nullable(),
  basemap: z.string().startsWith('/'),
  worker: z.string().startsWith('/'),
  stylesheet: z.string().startsWith('/'),
  point: z.strictObject({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).nullable(),
})

export type MapConfig = z.infer<typeof mapConfigSchema>

export const MAP_CONFIG_PATH = '/api/v1/map/config'
export const MAP_BASEMAP_PATH = '/api/v1/map/basemap'
export const MAP_WORKER_PATH = '/api/v1/map/worker'
export const MAP_STYLESHEET_PATH = '/api/v1/map/stylesheet'
