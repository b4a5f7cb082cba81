import { z } from 'zod'

import { findCentroid, type Centroid } from '../../domain/geo/centroids'
import { isZipLookupValue, parsePostalCode, type PostalCode } from '../../domain/geo/postalCode'
import {
  MAP_BASEMAP_PATH,
  MAP_STYLESHEET_PATH,
  MAP_WORKER_PATH,
  type MapConfig,
} from '../../domain/map/config'
import { apiHandler } from '../api/handler'
import { readQuery } from '../api/query'
import { invalidRequest, jsonResponse } from '../api/responses'
import { assetVersions, basemapAsset, stylesheetAsset, workerAsset } from './assets'

const CODE_MESSAGE = 'Enter a 5-digit zip code or a Canadian postal code'

export const mapConfigQuerySchema = z.object({
  code: z
    .string({ error: 'Give code once, as text' })
    .max(16, CODE_MESSAGE)
    .refine(isZipLookupValue, CODE_MESSAGE)
    .optional(),
})

export const mapAssetQuerySchema = z.object({
  v: z.string({ error: 'Give v once, as text' }).max(64, 'v is at most 64 characters').optional(),
})

/** The configuration follows MAP_STYLE_URL, which a restart may change: kept five minutes. */
const CACHE_CONFIG = 'public, max-age=300, s-maxage=300'
const CACHE_VERSIONED = 'public, max-age=31536000, immutable'
/** An address without the current version (or with an older one) is answered, but not kept long. */
const CACHE_UNVERSIONED = 'public, max-age=300, s-maxage=300'

export type MapSettings = { styleUrl: string | undefined }

/**
 * GET /api/v1/map/config?code=: the map's style (MAP_STYLE_URL, or null for the site's basemap), the versioned
 * addresses of the basemap and worker, and the searched zip's centre. An unknown zip has no point (the map
 * still shows the dealers); a malformed one is a 400.
 */
export function createMapConfigHandler(
  settings: () => MapSettings,
  find: (code: PostalCode) => Centroid | undefined = findCentroid,
) {
  return apiHandler('map config', async (req: Request) => {
    const parsed = mapConfigQuerySchema.safeParse(readQuery(new URL(req.url)))
    if (!parsed.success) return invalidRequest(parsed.error)
    const { styleUrl } = settings()
    // The basemap takes a second or two to build the first time: start now, while the browser loads the map.
    if (!styleUrl) void basemapAsset().catch(() => undefined)
    const versions = await assetVersions()
    const code = parsed.data.code ? parsePostalCode(parsed.data.code) : null
    const centre = code ? find(code) : undefined
    const body: MapConfig = {
      style: styleUrl ?? null,
      basemap: `${MAP_BASEMAP_PATH}?v=${versions.basemap}`,
      worker: `${MAP_WORKER_PATH}?v=${versions.worker}`,
      stylesheet: `${MAP_STYLESHEET_PATH}?v=${versions.worker}`,
      point: centre ? { lat: centre.lat, lon: centre.lon } : null,
    }
    return jsonResponse(body, 200, CACHE_CONFIG)
  })
}

function assetHandler(
  name: string,
  type: string,
  asset: () => Promise<Buffer>,
  version: () => Promise<string>,
) {
  return apiHandler(name, async (req: Request) => {
    const parsed = mapAssetQuerySchema.safeParse(readQuery(new URL(req.url)))
    if (!parsed.success) return invalidRequest(parsed.error)
    const [file, current] = await Promise.all([asset(), version()])
    // Sent as it is: the production server compresses text answers on their way out (src/server).
    return new Response(new Uint8Array(file), {
      headers: {
        'content-type': type,
        'content-length': String(file.byteLength),
        'cache-control': parsed.data.v === current ? CACHE_VERSIONED : CACHE_UNVERSIONED,
      },
    })
  })
}

/** GET /api/v1/map/basemap?v=: the site's basemap as GeoJSON (lib/map/basemap.ts). */
export const createBasemapHandler = () =>
  assetHandler(
    'map basemap',
    'application/geo+json',
    basemapAsset,
    async () => (await assetVersions()).basemap,
  )

/** GET /api/v1/map/worker?v=: MapLibre's worker script, served by the site (docs/map.md, CSP). */
export const createMapWorkerHandler = () =>
  assetHandler(
    'map worker',
    'text/javascript; charset=utf-8',
    workerAsset,
    async () => (await assetVersions()).worker,
  )

/** GET /api/v1/map/stylesheet?v=: MapLibre's CSS, linked by a map as it opens (never in a page's own CSS). */
export const createMapStylesheetHandler = () =>
  assetHandler(
    'map stylesheet',
    'text/css; charset=utf-8',
    stylesheetAsset,
    async () => (await assetVersions()).worker,
  )
