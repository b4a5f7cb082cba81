import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { loadBasemap } from './basemap'

/**
 * The files a map fetches from the site besides its data: the basemap GeoJSON, MapLibre's worker
 * script and its stylesheet. Each is read (or built) once a process and kept in memory with its Brotli and gzip forms, and its
 * address carries a version (?v=) so browsers and CDNs may keep it for a year.
 */

export type Asset = { identity: Buffer; br: Buffer; gzip: Buffer }

const packageFile = (...parts: string[]) => path.join(process.cwd(), 'node_modules', ...parts)

async function packageVersion(name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(packageFile(name, 'package.json'), 'utf8')) as {
    version: string
  }
  return manifest.version
}

/** Raised when the way the basemap is drawn from the atlases changes, so browsers fetch it anew. */
const BASEMAP_REVISION = 1

let versions: Promise<{ basemap: string; worker: string }> | undefined

/** The versions in the assets' addresses: the packages they come from (and the basemap's revision). */
export function assetVersions(): Promise<{ basemap: string; worker: string }> {
  versions ??= Promise.all(['us-atlas', 'world-atlas', 'maplibre-gl'].map(packageVersion)).then(
    ([us, world, maplibre]) => ({ basemap: `${us}-${world}-${BASEMAP_REVISION}`, worker: maplibre! }),
  )
  return versions
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function compressed(identity: Buffer): Promise<Asset> {
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return { identity, br, gzip: gz }
}

/** Keeps a successful result; a failed one is tried again by the next request. */
function once(load: () => Promise<Asset>): () => Promise<Asset> {
  let kept: Promise<Asset> | undefined
  return () => {
    kept ??= load().catch((error: unknown) => {
      kept = undefined
      throw error
    })
    return kept
  }
}

export const basemapAsset = once(async () => compressed(Buffer.from(JSON.stringify(await loadBasemap()))))

/** MapLibre's stylesheet (its markers, controls and attribution), linked by a map as it opens. */
export const stylesheetAsset = once(async () =>
  compressed(await readFile(packageFile('maplibre-gl', 'dist', 'maplibre-gl.css'))),
)

/** MapLibre's worker as a module script (MapLibre 6 starts it with `new Worker(url, { type: 'module' })`). */
export const workerAsset = once(async () =>
  compressed(await readFile(packageFile('maplibre-gl', 'dist', 'maplibre-gl-worker.mjs'))),
)
