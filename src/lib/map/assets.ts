import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { loadBasemap } from './basemap'

/**
 * The files a map fetches from the site besides its data: the basemap GeoJSON, MapLibre's worker
 * script and its stylesheet. Each is read (or built) once a process and kept in memory, and its
 * address carries a version (?v=) so browsers and CDNs may keep it for a year.
 */

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

/** Keeps a successful result; a failed one is tried again by the next request. */
function once(load: () => Promise<Buffer>): () => Promise<Buffer> {
  let kept: Promise<Buffer> | undefined
  return () => {
    kept ??= load().catch((error: unknown) => {
      kept = undefined
      throw error
    })
    return kept
  }
}

export const basemapAsset = once(async () => Buffer.from(JSON.stringify(await loadBasemap())))

/** MapLibre's stylesheet (its markers, controls and attribution), linked by a map as it opens. */
export const stylesheetAsset = once(async () =>
  readFile(packageFile('maplibre-gl', 'dist', 'maplibre-gl.css')),
)

/** MapLibre's worker as a module script (MapLibre 6 starts it with `new Worker(url, { type: 'module' })`). */
export const workerAsset = once(async () =>
  readFile(packageFile('maplibre-gl', 'dist', 'maplibre-gl-worker.mjs')),
)
