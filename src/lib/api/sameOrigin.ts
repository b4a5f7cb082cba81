import { jsonResponse } from './responses'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Whether a browser sent this request from another site: a write whose Origin header is present and is
 * neither the site's own origin (SITE_URL) nor the host the request was sent to. A request without Origin
 * (a script, a server) is not a browser's cross-site post and is left to the endpoint's other checks.
 */
export function isCrossSiteWrite(req: Request, siteUrl: string): boolean {
  if (!UNSAFE_METHODS.has(req.method.toUpperCase())) return false
  const origin = req.headers.get('origin')
  if (origin === null) return false
  if (origin === new URL(siteUrl).origin) return false
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return true // "null" (a sandboxed page, a redirect) or garbage
  }
  const host = req.headers.get('host') ?? new URL(req.url).host
  return originHost.toLowerCase() !== host.toLowerCase()
}

/** 403 for a cross-site write (see isCrossSiteWrite), null when the request may go on. */
export function refuseCrossSite(req: Request, siteUrl: string): Response | null {
  return isCrossSiteWrite(req, siteUrl) ? jsonResponse({ error: 'Cross-site request refused' }, 403) : null
}
