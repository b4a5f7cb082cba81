import type { FeatureCollection } from 'geojson'
import { z } from 'zod'

import { findCentroid, type Centroid } from '../../domain/geo/centroids'
import { isZipLookupValue, parsePostalCode, type PostalCode } from '../../domain/geo/postalCode'
import { POSTER_MAX_PINS, posterSvg, type PosterPin } from '../../domain/map/poster'
import { apiHandler } from '../api/handler'
import { readQuery } from '../api/query'
import { invalidRequest } from '../api/responses'
import { loadBasemap } from './basemap'

const CODE_MESSAGE = 'Enter a 5-digit zip code or a Canadian postal code'
const PINS_MESSAGE = `Give up to ${POSTER_MAX_PINS} pins as lat,lon,number separated by semicolons`

const pixels = (name: string, min: number, max: number) =>
  z
    .string({ error: `Give ${name} once, as a number` })
    .regex(/^\d{1,4}$/, `${name} is a whole number of pixels`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} is between ${min} and ${max}`)

function parsePins(text: string): PosterPin[] | null {
  if (text === '') return []
  const parts = text.split(';')
  if (parts.length > POSTER_MAX_PINS) return null
  const pins: PosterPin[] = []
  for (const part of parts) {
    const match = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?),(\d{1,5})$/.exec(part)
    if (!match) return null
    const [lat, lon, number] = [Number(match[1]), Number(match[2]), Number(match[3])]
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || number < 1) return null
    pins.push({ lat, lon, number })
  }
  return pins
}

export const posterQuerySchema = z
  .object({
    w: pixels('w', 120, 1600),
    h: pixels('h', 120, 1200),
    safe: pixels('safe', 120, 1600),
    pins: z
      .string({ error: PINS_MESSAGE })
      .max(POSTER_MAX_PINS * 32, PINS_MESSAGE)
      .transform((text, ctx) => {
        const pins = parsePins(text)
        if (pins) return pins
        ctx.addIssue({ code: 'custom', message: PINS_MESSAGE })
        return z.NEVER
      }),
    code: z
      .string({ error: 'Give code once, as text' })
      .max(16, CODE_MESSAGE)
      .refine(isZipLookupValue, CODE_MESSAGE)
      .optional(),
    zoom: z
      .string({ error: 'Give zoom once, as a number' })
      .regex(/^\d{1,2}$/, 'zoom is a whole number from 1 to 16')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 16, 'zoom is a whole number from 1 to 16')
      .optional(),
    v: z.string({ error: 'Give v once, as text' }).max(64, 'v is at most 64 characters').optional(),
  })
  .refine((q) => q.safe <= q.w, { message: 'safe is at most w', path: ['safe'] })

/** A poster depends only on its address and the basemap, which changes only with a deploy: kept a day. */
const CACHE_POSTER = 'public, max-age=86400, s-maxage=86400'
/** Posters drawn lately, by address: the pages most visited ask for the same ones. */
const KEPT = 200

let basemap: Promise<FeatureCollection> | undefined
const basemapOnce = () => {
  basemap ??= loadBasemap().catch((error: unknown) => {
    basemap = undefined
    throw error
  })
  return basemap
}

/**
 * GET /api/v1/map/poster?w=&h=&safe=&pins=lat,lon,n;…&code=&zoom=: the map's poster, an SVG picture of the
 * view MapLibre would fit (domain/map/poster.ts), drawn from the site's basemap. A page shows it at once;
 * MapLibre loads only when the visitor moves or zooms the map.
 */
export function createPosterHandler(
  load: () => Promise<FeatureCollection> = basemapOnce,
  find: (code: PostalCode) => Centroid | undefined = findCentroid,
) {
  const kept = new Map<string, string>()
  return apiHandler('map poster', async (req: Request) => {
    const url = new URL(req.url)
    const parsed = posterQuerySchema.safeParse(readQuery(url))
    if (!parsed.success) return invalidRequest(parsed.error)
    const key = url.search
    let svg = kept.get(key)
    if (svg === undefined) {
      const q = parsed.data
      const code = q.code ? parsePostalCode(q.code) : null
      const centre = code ? find(code) : undefined
      svg = posterSvg(await load(), {
        width: q.w,
        height: q.h,
        safeWidth: q.safe,
        pins: q.pins,
        point: centre ? { lat: centre.lat, lon: centre.lon } : null,
        maxZoom: q.zoom ?? 12,
      })
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value!)
      kept.set(key, svg)
    }
    return new Response(svg, {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': CACHE_POSTER },
    })
  })
}
