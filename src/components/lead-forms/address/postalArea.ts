/** The built-in provider's one request: city and state of a zip or postal code, from this site. */
export type PostalArea = { city: string; state: string }

export async function fetchPostalArea(code: string, signal: AbortSignal): Promise<PostalArea | null> {
  const res = await fetch(`/api/v1/geo/postal-area?code=${encodeURIComponent(code)}`, { signal })
  if (!res.ok) return null
  const body: unknown = await res.json()
  if (typeof body !== 'object' || body === null) return null
  const { city, state } = body as Record<string, unknown>
  return typeof city === 'string' && typeof state === 'string' ? { city, state } : null
}
