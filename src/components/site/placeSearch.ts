import type { PlaceAnswer, PlacesResponse } from '@/domain/geo/placesQuery'

export type { PlaceAnswer }

/** A zip box's text that may name a place: not a zip, with a letter in it and at least two characters. */
export const mayBePlace = (value: string): boolean => value.trim().length >= 2 && /\p{L}/u.test(value)

/**
 * The places a typed city means (GET /api/v1/geo/places, match=whole): one for 'Saint Louis, MO', several for
 * 'Springfield', none for a name the postal data does not know. A failed request answers none.
 */
export async function findPlaces(text: string, signal?: AbortSignal): Promise<PlaceAnswer[]> {
  const query = new URLSearchParams({ q: text.trim(), match: 'whole', limit: '10' })
  try {
    const res = await fetch(`/api/v1/geo/places?${query}`, {
      signal,
      headers: { accept: 'application/json' },
    })
    if (!res.ok) return []
    return ((await res.json()) as PlacesResponse).places
  } catch {
    return []
  }
}
