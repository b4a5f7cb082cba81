import type { Feature, FeatureCollection, Geometry, Position } from 'geojson'

import type { LatLon } from '../geo/distance'
import { boundsOf } from './pins'
import { BASEMAP_COLOURS, type BasemapKind } from './style'

/**
 * A map's poster: the same view MapLibre would fit (Web Mercator, pins and search point framed with padding),
 * drawn as an SVG picture from the site's basemap. A page shows it at once, with no script; MapLibre (about
 * 290 KB) loads only when the visitor asks to move or zoom the map (docs/map.md).
 */

export type PosterPin = LatLon & { number: number }

export type PosterRequest = {
  /** The picture's size in CSS pixels. */
  width: number
  height: number
  /**
   * The width kept clear for the pins, centred: the picture is shown cropped to its box's shape (`slice`), so
   * the pins are framed within the narrowest box it is meant for.
   */
  safeWidth: number
  pins: readonly PosterPin[]
  point: LatLon | null
  /** The greatest zoom (MapLibre's scale: 512 px for the world at zoom 0). */
  maxZoom: number
}

const TILE = 512
const PADDING = 48
/** Room at the top for the 'Move and zoom the map' button over the picture, so no pin hides under it. */
const PADDING_TOP = 72
const PIN_RADIUS = 15
const PIN_COLOUR = '#174d8a'
const POINT_COLOUR = '#c2372b'
/** Points nearer than this to the one before them (in pixels) are left out of a path. */
const MIN_STEP = 0.75

const mercX = (lon: number) => (lon + 180) / 360
const mercY = (lat: number) => {
  const phi = (Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180
  return (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2
}

export type Projection = (lon: number, lat: number) => [number, number]

/** The projection that fits every pin and the point in the picture, as MapLibre's fitBounds does. */
export function fitProjection(request: PosterRequest): Projection {
  const bounds = boundsOf([...request.pins, ...(request.point ? [request.point] : [])]) ?? [
    [-125, 24],
    [-66, 50],
  ]
  const [[west, south], [east, north]] = bounds
  const x0 = mercX(west)
  const x1 = mercX(east)
  const y0 = mercY(north)
  const y1 = mercY(south)
  const across = Math.max(1, Math.min(request.safeWidth, request.width) - 2 * PADDING)
  const down = Math.max(1, request.height - PADDING_TOP - PADDING)
  const scale = Math.min(
    across / Math.max(x1 - x0, 1e-9),
    down / Math.max(y1 - y0, 1e-9),
    TILE * 2 ** request.maxZoom,
  )
  const cx = (x0 + x1) / 2
  const cy = (y0 + y1) / 2
  const middle = (PADDING_TOP + request.height - PADDING) / 2
  return (lon, lat) => [(mercX(lon) - cx) * scale + request.width / 2, (mercY(lat) - cy) * scale + middle]
}

type Box = { left: number; top: number; right: number; bottom: number }
type Point = [number, number]

/** One ring clipped to the box (Sutherland–Hodgman, one edge of the box at a time). */
export function clipRing(ring: readonly Point[], box: Box): Point[] {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= box.left, (a, b) => atX(a, b, box.left)],
    [(p) => p[0] <= box.right, (a, b) => atX(a, b, box.right)],
    [(p) => p[1] >= box.top, (a, b) => atY(a, b, box.top)],
    [(p) => p[1] <= box.bottom, (a, b) => atY(a, b, box.bottom)],
  ]
  let out: Point[] = [...ring]
  for (const [inside, cross] of edges) {
    const input = out
    out = []
    for (let i = 0; i < input.length; i++) {
      const current = input[i]!
      const previous = input[(i + input.length - 1) % input.length]!
      if (inside(current)) {
        if (!inside(previous)) out.push(cross(previous, current))
        out.push(current)
      } else if (inside(previous)) out.push(cross(previous, current))
    }
    if (out.length === 0) break
  }
  return out
}

const atX = (a: Point, b: Point, x: number): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])]
const atY = (a: Point, b: Point, y: number): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y]

const inBox = (p: Point, box: Box) =>
  p[0] >= box.left && p[0] <= box.right && p[1] >= box.top && p[1] <= box.bottom

/** A line cut into the runs that cross the box, each with the points just outside so it reaches the edge. */
export function clipLine(line: readonly Point[], box: Box): Point[][] {
  const runs: Point[][] = []
  let run: Point[] = []
  for (let i = 0; i < line.length; i++) {
    const p = line[i]!
    const near =
      inBox(p, box) ||
      (i > 0 && inBox(line[i - 1]!, box)) ||
      (i + 1 < line.length && inBox(line[i + 1]!, box))
    if (near) run.push(p)
    else if (run.length) {
      runs.push(run)
      run = []
    }
  }
  if (run.length) runs.push(run)
  return runs.filter((r) => r.length > 1)
}

/** Path data for points, rounded to a tenth of a pixel, leaving out points too near the one before. */
function pathData(points: readonly Point[], close: boolean): string {
  let d = ''
  let last: Point | null = null
  for (const p of points) {
    if (last && Math.abs(p[0] - last[0]) < MIN_STEP && Math.abs(p[1] - last[1]) < MIN_STEP) continue
    d += `${last ? 'L' : 'M'}${Math.round(p[0] * 10) / 10} ${Math.round(p[1] * 10) / 10}`
    last = p
  }
  return d && close ? `${d}Z` : d
}

function polygons(geometry: Geometry): Position[][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates]
  if (geometry.type === 'MultiPolygon') return geometry.coordinates
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(polygons)
  return []
}

function lines(geometry: Geometry): Position[][] {
  if (geometry.type === 'LineString') return [geometry.coordinates]
  if (geometry.type === 'MultiLineString') return geometry.coordinates
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(lines)
  return []
}

const kindOf = (feature: Feature): BasemapKind | undefined =>
  (feature.properties as { kind?: BasemapKind } | null)?.kind

/** The basemap's features of one kind as SVG path data inside the box. */
function drawn(basemap: FeatureCollection, kind: BasemapKind, project: Projection, box: Box): string {
  let d = ''
  for (const feature of basemap.features) {
    if (kindOf(feature) !== kind) continue
    if (kind === 'land') {
      for (const polygon of polygons(feature.geometry))
        for (const ring of polygon) {
          const clipped = clipRing(
            ring.map(([lon, lat]) => project(lon!, lat!)),
            box,
          )
          if (clipped.length > 2) d += pathData(clipped, true)
        }
    } else {
      for (const line of lines(feature.geometry))
        for (const run of clipLine(
          line.map(([lon, lat]) => project(lon!, lat!)),
          box,
        ))
          d += pathData(run, false)
    }
  }
  return d
}

/** The poster as an SVG document. */
export function posterSvg(basemap: FeatureCollection, request: PosterRequest): string {
  const { width, height } = request
  const project = fitProjection(request)
  // A margin beyond the edges, so clipped shapes' own edges never show.
  const box = { left: -8, top: -8, right: width + 8, bottom: height + 8 }
  const land = drawn(basemap, 'land', project, box)
  const states = drawn(basemap, 'state-border', project, box)
  const countries = drawn(basemap, 'country-border', project, box)
  const point = request.point ? project(request.point.lon, request.point.lat) : null
  const pins = request.pins
    .map((pin) => {
      const [x, y] = project(pin.lon, pin.lat).map((v) => Math.round(v * 10) / 10) as Point
      return (
        `<g transform="translate(${x} ${y})"><circle r="${PIN_RADIUS}" fill="${PIN_COLOUR}" stroke="#fff" stroke-width="2.5"/>` +
        `<text y="5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="14" font-weight="700" fill="#fff">${pin.number}</text></g>`
      )
    })
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">` +
    `<rect width="${width}" height="${height}" fill="${BASEMAP_COLOURS.water}"/>` +
    (land ? `<path d="${land}" fill="${BASEMAP_COLOURS.land}" fill-rule="evenodd"/>` : '') +
    (states
      ? `<path d="${states}" fill="none" stroke="${BASEMAP_COLOURS.stateBorder}" stroke-width="0.8"/>`
      : '') +
    (countries
      ? `<path d="${countries}" fill="none" stroke="${BASEMAP_COLOURS.countryBorder}" stroke-width="1.2"/>`
      : '') +
    (point
      ? `<circle cx="${Math.round(point[0] * 10) / 10}" cy="${Math.round(point[1] * 10) / 10}" r="7" fill="${POINT_COLOUR}" stroke="#fff" stroke-width="3"/>`
      : '') +
    pins +
    '</svg>'
  )
}

export const MAP_POSTER_PATH = '/api/v1/map/poster'

/** The most pins a poster draws: one page of results. */
export const POSTER_MAX_PINS = 12

/** A poster's size: the picture's width and height and the width kept clear for the pins. */
export type PosterSize = { width: number; height: number; safeWidth: number }

/**
 * The poster's address: `pins=lat,lon,number;…`, the searched zip (`code`, its centre drawn as the search
 * point) and the size. Coordinates are rounded to five decimals (about a metre).
 */
export function posterAddress(
  pins: readonly PosterPin[],
  size: PosterSize,
  options: { code?: string | null; maxZoom?: number; version?: string } = {},
): string {
  const r = (v: number) => String(Math.round(v * 1e5) / 1e5)
  const query = new URLSearchParams({
    w: String(size.width),
    h: String(size.height),
    safe: String(size.safeWidth),
    pins: pins
      .slice(0, POSTER_MAX_PINS)
      .map((pin) => `${r(pin.lat)},${r(pin.lon)},${pin.number}`)
      .join(';'),
  })
  if (options.code) query.set('code', options.code)
  if (options.maxZoom !== undefined) query.set('zoom', String(options.maxZoom))
  if (options.version) query.set('v', options.version)
  return `${MAP_POSTER_PATH}?${query.toString()}`
}
