/**
 * URL helpers shared by blocks. Editors paste addresses from anywhere, so every href and image
 * source goes through here before it reaches the page.
 */

/** Rewrites http:// and protocol-relative addresses to https:// (mixed content is blocked by browsers). */
export function toHttps(url: string): string {
  const trimmed = url.trim()
  if (/^http:\/\//i.test(trimmed)) return 'https://' + trimmed.slice('http://'.length)
  if (trimmed.startsWith('//')) return 'https:' + trimmed
  return trimmed
}

/** True for an address on this site: "/path", "/path?x#y" or "#anchor" (never "//host"). */
export function isSitePath(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) || url.startsWith('#')
}

/** Parses a site path so spaces and quotes come out percent-encoded. */
function normalizeSitePath(path: string): string {
  const parsed = new URL(path, 'https://site.invalid')
  return parsed.pathname + parsed.search + parsed.hash
}

/** True for an absolute http(s) address that parses as a URL. */
export function isWebUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false
  try {
    new URL(url)
    return true
  } catch {
    return false
  }
}

/**
 * A link target that is safe to render: a site path, an https URL (http upgraded), mailto: or tel:.
 * Anything else (javascript:, data:, relative junk) gives null so the caller renders no link.
 */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null
  const candidate = toHttps(url)
  if (candidate.startsWith('#')) return /^#[\w-]+$/.test(candidate) ? candidate : null
  if (isSitePath(candidate)) return normalizeSitePath(candidate)
  if (isWebUrl(candidate)) return new URL(candidate).href
  if (/^(mailto|tel):[^\s]+$/i.test(candidate)) return candidate
  return null
}

/** True when the address leaves this site (used to tell screen-reader users about new tabs). */
export const isExternalHref = (href: string): boolean => /^https?:\/\//i.test(href)

/**
 * An image address (for <img> or CSS url("...")): only https or site paths, with quotes and line breaks
 * percent-encoded by the URL parser so the value cannot break out of the declaration.
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null
  const candidate = toHttps(url)
  if (candidate.startsWith('#')) return null
  if (isSitePath(candidate)) return normalizeSitePath(candidate)
  return isWebUrl(candidate) ? new URL(candidate).href : null
}
