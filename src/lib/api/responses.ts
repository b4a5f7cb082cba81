import { z } from 'zod'

/** Response helpers of the /api/v1 endpoints. */

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

/** The key of a message about the request as a whole (react-hook-form's name for such an error). */
export const ROOT_FIELD = 'root'

/**
 * One message per field, keyed by its path joined with dots (`address.zipcode`, `items.0.qty`): the first
 * message zod gives for that field, so a form can show it beside the field.
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || ROOT_FIELD
    fields[path] ??= issue.message
  }
  return fields
}

/** 400 with the field messages: `{ error: 'Invalid request', fields: { zipcode: 'Enter a 5-digit zip code' } }`. */
export function invalidRequest(error: z.ZodError): Response {
  return jsonResponse({ error: 'Invalid request', fields: fieldMessages(error) }, 400)
}

export const notFound = (message: string): Response => jsonResponse({ error: message }, 404)

export const tooManyRequests = (retryAfterSeconds: number): Response =>
  jsonResponse({ error: 'Too many requests' }, 429, NO_STORE, { 'retry-after': String(retryAfterSeconds) })
