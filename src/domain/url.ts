/**
 * The one rule for links and image addresses. Editors paste addresses from anywhere, so every href and
 * image source is checked here, both when it is saved and before it reaches the page.
 *
 * A safe link is a site path ("/products?x=1#top"), an in-page anchor ("#warranty"), an http(s) address
 * (http is upgraded to https), mailto: or tel:. Everything else is refused, script schemes included, in
 * whatever case or disguise.
 */

// Browsers drop tabs, line breaks and other control characters while parsing an address, so
// "java\tscript:" would still run; invisible characters hide a scheme from a reader. No address an
// editor means contains one.
const INVISIBLE = new Set([0xad, 0x2028, 0x2029, 0x2060, 0xfeff])
function hasHiddenCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0)!
    if (
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      (code >= 0x200b && code <= 0x200f) ||
      INVISIBLE.has(code)
    ) {
      return true
    }
  }
  return false
}
// A character reference ("&#106;", "&#x6A", "&colon;") turns into another character once placed in markup.
const CHARACTER_REFERENCE = /&(#x?[0-9a-f]+;?|[a-z][a-z0-9]*;)/i
const ANCHOR = /^#[\w-]+$/
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const SITE = 'https://site.invalid'

type AddressKind = 'site' | 'anchor' | 'web' | 'mailto' | 'tel'
type Address = { kind: AddressKind; href: string }

/** Rewrites http:// and protocol-relative addresses to https:// (mixed content is blocked by browsers). */
export function toHttps(url: string): string {
  const trimmed = url.trim()
  if (/^http:\/\//i.test(trimmed)) return 'https://' + trimmed.slice('http://'.length)
  if (trimmed.startsWith('//')) return 'https:' + trimmed
  return trimmed
}

/** Percent-decodes for inspection only; a malformed sequence is inspected as written. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** "/path?query#hash" on this site, with spaces and quotes percent-encoded; never "//host" in disguise. */
function sitePath(url: string): Address | null {
  if (url.startsWith('//') || /^\/[/\\]/.test(decoded(url))) return null
  const parsed = new URL(url, SITE)
  if (parsed.origin !== SITE) return null
  return { kind: 'site', href: parsed.pathname + parsed.search + parsed.hash }
}

/** An absolute web address with a host, upgraded to https. */
function webUrl(url: string): Address | null {
  try {
    const parsed = new URL(toHttps(url))
    return parsed.protocol === 'https:' && parsed.hostname ? { kind: 'web', href: parsed.href } : null
  } catch {
    return null
  }
}

/** Decides what an address is, in its normalised form, or null when it is not safe to render. */
function classify(value: string | null | undefined): Address | null {
  const url = value?.trim()
  if (!url || hasHiddenCharacter(url) || url.includes('\\') || CHARACTER_REFERENCE.test(url)) return null
  if (url.startsWith('#')) return ANCHOR.test(url) ? { kind: 'anchor', href: url } : null
  if (url.startsWith('/')) return sitePath(url)
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase()
  if (scheme === 'http' || scheme === 'https') return webUrl(url)
  if ((scheme === 'mailto' || scheme === 'tel') && /^[a-z]+:\S+$/i.test(url))
    return { kind: scheme, href: url }
  return null
}

/**
 * A link target that is safe to render: a site path, an in-page anchor, an https URL (http upgraded),
 * mailto: or tel:. Anything else gives null so the caller renders no link.
 */
export function safeHref(url: string | null | undefined): string | null {
  return classify(url)?.href ?? null
}

/**
 * An image address (for <img> or CSS url("...")): only https or site paths, with quotes and line breaks
 * percent-encoded by the URL parser so the value cannot break out of the declaration. Protocol-relative
 * image addresses are upgraded to https as well (an image cannot run script).
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  const address = classify(url?.trim().startsWith('//') ? toHttps(url) : url)
  return address && (address.kind === 'site' || address.kind === 'web') ? address.href : null
}

/** True when the address leaves this site (used to tell screen-reader users about new tabs). */
export const isExternalHref = (href: string): boolean => /^https?:\/\//i.test(href)

/** True when a site link points at the page being shown (trailing slash, query and hash ignored). */
export function isCurrentPage(href: string, pathname: string): boolean {
  const address = classify(href)
  if (address?.kind !== 'site') return false
  const path = (p: string) =>
    decoded(p.split(/[?#]/)[0]!)
      .replace(/(.)\/+$/, '$1')
      .toLowerCase()
  return path(address.href) === path(pathname)
}

export const LINK_RULE_MESSAGE =
  'Use a site path such as /find-a-dealer/, an #anchor, a full https:// address, mailto: or tel:. Script addresses such as javascript: are not allowed.'
export const IMAGE_RULE_MESSAGE = 'Use a full https:// image address or a site path such as /images/a.jpg.'

/** Payload validation for optional link fields: true, or the message shown under the field. */
export function validateHref(value: string | null | undefined): true | string {
  if (!value) return true
  return safeHref(value) ? true : LINK_RULE_MESSAGE
}

/** Payload validation for optional image address fields. */
export function validateImageUrl(value: string | null | undefined): true | string {
  if (!value) return true
  return safeImageUrl(value) ? true : IMAGE_RULE_MESSAGE
}

const VIDEO_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'fast.wistia.net',
  'fast.wistia.com',
] as const

/** The hosts whose video players may be embedded (the specification names YouTube, Vimeo and Wistia). */
export const videoEmbedHosts: readonly string[] = VIDEO_HOSTS

/** True for an https address on one of the video hosts, exactly (no look-alike subdomains). */
export function isVideoEmbedUrl(url: string | null | undefined): boolean {
  const address = classify(url)
  return address?.kind === 'web' && videoEmbedHosts.includes(new URL(address.href).hostname)
}
