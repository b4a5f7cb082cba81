import { MAP_CONFIG_PATH, type MapConfig, mapConfigSchema } from '@/domain/map/config'

/** What a map shows when it cannot draw (no WebGL, or the site's map service failed): the list still has every dealer. */
export const MAP_UNAVAILABLE = 'The map can’t be shown here. Every dealer on the map is in the list.'

/** The map's configuration (docs/map.md), with the centre of `zip` when one is given. */
export async function fetchMapConfig(zip: string | null, signal: AbortSignal): Promise<MapConfig> {
  const query = zip ? `?code=${encodeURIComponent(zip)}` : ''
  const response = await fetch(`${MAP_CONFIG_PATH}${query}`, { signal })
  if (!response.ok) throw new Error(`Map configuration answered ${response.status}`)
  return mapConfigSchema.parse(await response.json())
}
