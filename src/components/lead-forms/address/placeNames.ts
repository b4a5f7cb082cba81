/** The offline provider's second request: places whose name starts with what was typed, from this site. */
export type PlaceName = { name: string; state: string; country: 'US' | 'CA'; zipcode: string }

const isPlaceName = (value: unknown): value is PlaceName => {
  if (typeof value !== 'object' || value === null) return false
  const { name, state, country, zipcode } = value as Record<string, unknown>
  return (
    typeof name === 'string' &&
    typeof state === 'string' &&
    (country === 'US' || country === 'CA') &&
    typeof zipcode === 'string'
  )
}

export async function fetchPlaceNames(query: string, signal: AbortSignal): Promise<PlaceName[]> {
  const res = await fetch(`/api/v1/geo/places?q=${encodeURIComponent(query)}`, { signal })
  if (!res.ok) return []
  const body: unknown = await res.json()
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null && Array.isArray((body as { places?: unknown }).places)
      ? (body as { places: unknown[] }).places
      : []
  return list.filter(isPlaceName)
}
