import { z } from 'zod'

/** Response helpers of the /api/v1 dealer endpoints. */

export const CACHE_SEARCH = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
export const CACHE_REVIEWS = 'public, max-age=0, s-maxage=30, stale-while-revalidate=120'
const NO_STORE = 'no-store'

/** A JSON response from a value, or from JSON already serialised as text or UTF-8 bytes. */
export function jsonResponse(
  body: string | Uint8Array<ArrayBuffer> | object,
  status = 200,
  cacheControl = NO_STORE,
  extra: Record<string, string> = {},
): Response {
  const payload =
    body instanceof Uint8Array ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))
  return new Response(payload, {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // A known length spares the server chunked encoding and tells a CDN the size up front.
      'content-length': String(payload.byteLength),
      'cache-control': cacheControl,
      ...extra,
    },
  })
}

/** 400 with the field messages: `{ error: 'Invalid request', fields: { zipcode: ['...'] } }`. */
export function invalidRequest(error: z.ZodError): Response {
  return jsonResponse({ error: 'Invalid request', fields: z.flattenError(error).fieldErrors }, 400)
}

export const notFound = (message: string): Response => jsonResponse({ error: message }, 404)

export const tooManyRequests = (retryAfterSeconds: number): Response =>
  jsonResponse({ error: 'Too many requests' }, 429, NO_STORE, { 'retry-after': String(retryAfterSeconds) })

/**
 * Query parameters as zod sees them: a name given once maps to its value, a name given twice to the list
 * of its values (which the schemas refuse, instead of silently taking one).
 */
export function readQuery(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of url.searchParams) {
    const prev = out[key]
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
  }
  return out
}
