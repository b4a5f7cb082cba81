import { placesResponseSchema, type PlaceAnswer } from '@/domain/geo/placesQuery'

import { CITY_SUGGESTIONS } from './limits'

/** The offline provider's city request: places whose name starts with what was typed, from this site. */
export type PlaceName = PlaceAnswer

export async function fetchPlaceNames(query: string, signal: AbortSignal): Promise<PlaceName[]> {
  const res = await fetch(`/api/v1/geo/places?q=${encodeURIComponent(query)}&limit=${CITY_SUGGESTIONS}`, {
    signal,
  })
  if (!res.ok) return []
  const body = placesResponseSchema.safeParse(await res.json())
  return body.success ? body.data.places : []
}
