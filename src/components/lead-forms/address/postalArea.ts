/** The offline provider's zip request: city and state of a zip or postal code, from this site. */
export type PostalArea = { code: string; city: string; state: string; country: 'US' | 'CA' }

export async function fetchPostalArea(code: string, signal: AbortSignal): Promise<PostalArea | null> {
  const res = await fetch(`/api/v1/geo/postal-area?code=${encodeURIComponent(code)}`, { signal })
  if (!res.ok) return null
  const body: unknown = await res.json()
  if (typeof body !== 'object' || body === null) return null
  const { city, state, country } = body as Record<string, unknown>
  if (typeof city !== 'string' || typeof state !== 'string') return null
  return { code, city, state, country: country === 'CA' ? 'CA' : 'US' }
}
