import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Next.js 16 sends the Location header twice (same value) on the first, uncached render of a page that
 * redirects. Browsers follow it, but a response may carry one Location only: this keeps the first value.
 */
export function singleLocation(res: ServerResponse): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const location = this.getHeader('location')
    if (Array.isArray(location) && location.length > 1) this.setHeader('location', location[0]!)
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}

/** Permanent redirects: a page moved or an editor's redirect. A temporary one (sign-in, draft preview) keeps its own. */
const REDIRECTS = new Set([301, 308])

/** Where the site's own redirects are not page moves: its APIs, the admin, the preview routes and Next's files. */
const OWN_AREAS = /^\/(?:api|admin|next|_next)(?:\/|$)/

/**
 * A page's redirect (an editor's redirect, a moved page) keeps the visitor's query string: a campaign link
 * `/promo?utm_source=mail` arrives at `/offers/spring?utm_source=mail`. Parameters the target names itself
 * keep the target's value; Next's `_rsc` marker is never carried. Only permanent redirects of page addresses are
 * concerned: a temporary one (the draft preview's, a sign-in's) is left as it is.
 */
export function keepVisitorQuery(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/'
  const queryAt = url.indexOf('?')
  if (queryAt < 0 || (req.method !== 'GET' && req.method !== 'HEAD') || req.headers.rsc !== undefined) return
  if (OWN_AREAS.test(url.slice(0, queryAt))) return
  const visitor = new URLSearchParams(url.slice(queryAt + 1))
  visitor.delete('_rsc')
  if (visitor.size === 0) return
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode
    const location = this.getHeader('location')
    const value = Array.isArray(location) ? location[0] : location
    if (REDIRECTS.has(status) && typeof value === 'string')
      this.setHeader('location', withQuery(value, visitor))
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}

const BASE = 'http://site.invalid'

/** `location` with the visitor's parameters it does not set itself, relative when it was relative. */
export function withQuery(location: string, visitor: URLSearchParams): string {
  let target: URL
  try {
    target = new URL(location, BASE)
  } catch {
    return location
  }
  const own = new Set(target.searchParams.keys())
  for (const [name, value] of visitor) {
    if (!own.has(name)) target.searchParams.append(name, value)
  }
  return target.origin === BASE && location.startsWith('/')
    ? target.pathname + target.search + target.hash
    : target.href
}
