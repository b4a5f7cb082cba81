import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { mapConfigSchema } from '@/domain/map/config'
import { BASEMAP_KINDS } from '@/domain/map/style'

import { assetVersions } from './assets'
import {
  createBasemapHandler,
  createMapConfigHandler,
  createMapStylesheetHandler,
  createMapWorkerHandler,
} from './handlers'

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers })

describe('GET /api/v1/map/config', () => {
  const site = createMapConfigHandler(() => ({ styleUrl: undefined }))

  it('draws the site’s basemap when no MAP_STYLE_URL is set, with versioned addresses and the zip’s centre', async () => {
    const res = await site(get('/api/v1/map/config?code=10001'), undefined)
    expect(res.status).toBe(200)
    const body = mapConfigSchema.parse(await res.json())
    const versions = await assetVersions()
    expect(body.style).toBeNull()
    expect(body.basemap).toBe(`/api/v1/map/basemap?v=${versions.basemap}`)
    expect(body.worker).toBe(`/api/v1/map/worker?v=${versions.worker}`)
    expect(body.stylesheet).toBe(`/api/v1/map/stylesheet?v=${versions.worker}`)
    expect(body.point!.lat).toBeCloseTo(40.75, 1)
    expect(body.point!.lon).toBeCloseTo(-74.0, 1)
  })

  it('uses MAP_STYLE_URL when one is set, and answers without a point for no zip or an unknown one', async () => {
    const hosted = createMapConfigHandler(() => ({ styleUrl: 'https://tiles.example.com/style.json' }))
    const body = mapConfigSchema.parse(await (await hosted(get('/api/v1/map/config'), undefined)).json())
    expect(body.style).toBe('https://tiles.example.com/style.json')
    expect(body.point).toBeNull()
    const unknown = mapConfigSchema.parse(
      await (await site(get('/api/v1/map/config?code=00000'), undefined)).json(),
    )
    expect(unknown.point).toBeNull()
  })

  it('refuses a malformed zip with the house 400 body', async () => {
    const res = await site(get('/api/v1/map/config?code=hello'), undefined)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Invalid request',
      fields: { code: 'Enter a 5-digit zip code or a Canadian postal code' },
    })
    const twice = await site(get('/api/v1/map/config?code=10001&code=10002'), undefined)
    expect(twice.status).toBe(400)
  })
})

describe('GET /api/v1/map/basemap and /worker', () => {
  it('serves the basemap as GeoJSON of land and borders, kept a year at its current version', async () => {
    const { basemap } = await assetVersions()
    const res = await createBasemapHandler()(get(`/api/v1/map/basemap?v=${basemap}`), undefined)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/geo+json')
    // Sent as it is (the server compresses text on its way out): a compressed body without its header breaks.
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = Buffer.from(await res.arrayBuffer())
    const geojson = JSON.parse(body.toString('utf8'))
    expect(geojson.type).toBe('FeatureCollection')
    const kinds = new Set(geojson.features.map((f: { properties: { kind: string } }) => f.properties.kind))
    expect([...kinds].sort()).toEqual([...BASEMAP_KINDS].sort())
    // Compressed, the basemap stays small enough to fetch when a map first opens.
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength)
    expect(gzipSync(body).byteLength).toBeLessThan(120_000)
  }, 30_000)

  it('serves MapLibre’s worker as a script, and keeps an unversioned address only minutes', async () => {
    const res = await createMapWorkerHandler()(get('/api/v1/map/worker'), undefined)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300')
    expect(await res.text()).toContain('self.worker')
  })

  it('serves MapLibre’s stylesheet as CSS, kept a year at its current version', async () => {
    const { worker } = await assetVersions()
    const res = await createMapStylesheetHandler()(get(`/api/v1/map/stylesheet?v=${worker}`), undefined)
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await res.text()).toContain('.maplibregl-marker')
  })

  it('refuses a repeated version with the house 400 body', async () => {
    const res = await createMapWorkerHandler()(get('/api/v1/map/worker?v=1&v=2'), undefined)
    expect(res.status).toBe(400)
    expect((await res.json()).fields.v).toBe('Give v once, as text')
  })
})
