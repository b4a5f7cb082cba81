import zipcodes from 'zipcodes'

import type { LatLon } from './distance'
import type { PostalCode } from './postalCode'
import { provinceCode } from './provinces'

export type Centroid = LatLon & { key: string; city: string; state: string; country: 'US' | 'CA' }

let table: Map<string, Centroid> | undefined

/**
 * The data names FSAs by region, `Central Alberta (stettler)` or `Downtown Toronto (Cn Tower / King And
 * Spadina / ...)`: title-case it and drop a parenthesis that only lists neighbourhoods.
 */
const tidyCity = (city: string) =>
  city
    .replace(/\s*\([^)]*\/[^)]*\)/, '')
    .replace(/(^|[\s(-])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase())
    .trim()

function build(): Map<string, Centroid> {
  const map = new Map<string, Centroid>()
  for (const row of Object.values(zipcodes.codes)) {
    const lat = Number(row.latitude)
    const lon = Number(row.longitude)
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue
    if (row.country === 'US') {
      map.set(row.zip, { key: row.zip, lat, lon, city: row.city, state: row.state, country: 'US' })
      continue
    }
    const fsa = row.zip.toUpperCase()
    const state = provinceCode(row.state, fsa)
    if (state) map.set(fsa, { key: fsa, lat, lon, city: tidyCity(row.city), state, country: 'CA' })
  }
  return map
}

/** Every US ZIP and Canadian FSA centroid, keyed by zip or FSA; built once on first use (~44k rows). */
export function centroidTable(): ReadonlyMap<string, Centroid> {
  table ??= build()
  return table
}

export function findCentroid(code: PostalCode): Centroid | undefined {
  return centroidTable().get(code.key)
}
