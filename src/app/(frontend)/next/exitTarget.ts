import { isReservedPath, isValidPath, normalizePath } from '@/domain/paths'

/** The longest address Exit preview returns to; anything longer goes to the home page. */
const MAX_RETURN_LENGTH = 2000

/** Addresses Exit preview never returns to: the preview routes themselves (a loop), the API and the admin. */
const NOT_A_PAGE = /^\/(?:next|api|admin|_next)(?:[/?#]|$)/

/**
 * Where Exit preview goes when the bar's link names no page: the address the visitor was on, read from the
 * Referer the browser sends with the click (the site's Referrer-Policy, strict-origin-when-cross-origin,
 * sends the whole address to its own origin), path and query as they were, so a dealer page's trailing slash
 * or the locator's ?zipcode= come back too. Only an address at one of `siteHosts` (the host the request came
 * to, SITE_URL's) counts; anything else, or none, is the home page. The answer is always a path on this site
 * (never `//host`, which a browser would read as another site).
 */
export function returnAddressFrom(referer: string | null, siteHosts: readonly string[]): string {
  if (!referer || referer.length > MAX_RETURN_LENGTH) return '/'
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return '/'
  }
  const hosts = siteHosts.map((host) => host.toLowerCase())
  if (!(url.protocol === 'http:' || url.protocol === 'https:') || !hosts.includes(url.host)) return '/'
  const address = url.pathname + url.search
  if (!address.startsWith('/') || address.startsWith('//') || address.includes('\\')) return '/'
  return NOT_A_PAGE.test(address) ? '/' : address
}

/** A page path named by the link (`?path=`): the CMS page's canonical form, or null when it is not a page's. */
export function namedPagePath(raw: string): string | null {
  const path = normalizePath(raw)
  return isValidPath(path) && !isReservedPath(path) ? path : null
}
