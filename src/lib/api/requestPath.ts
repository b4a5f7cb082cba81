/** The path of a request target ("/a/b?x=1" → "/a/b"). */
export const pathOf = (target: string): string => target.split(/[?#]/, 1)[0] ?? ''

/** A path as the gate's decisions compare it: only `comparablePath` makes one. */
export type ComparablePath = string & { readonly comparable: unique symbol }

/**
 * Whether the gate lets a request path on, the one rule for it. A path must start with "/" (a full address or
 * "*" as the request target is refused), every %-escape must be complete and decode to UTF-8 (routes decode
 * their segments and would fail on anything else), and it may hold no segment that Next.js and Payload resolve
 * away: "." or ".." (raw or escaped: "%2e", ".%2E"), nor a backslash or an escaped slash or backslash, which a
 * URL parser may turn into a segment boundary. Every such path would reach another route than the one it
 * names, so the gate could not tell which allowance it draws on; browsers resolve dot segments themselves and
 * never send one. Dots inside a name ("/.well-known", "/a.b") are no dot segment.
 * (Node's parser already refuses raw bytes outside ASCII in the request line.)
 */
export function isWellFormedPath(path: string): boolean {
  if (!path.startsWith('/') || /\\|%2f|%5c/i.test(path)) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  return !decoded.split('/').some((segment) => segment === '.' || segment === '..')
}

/**
 * A path as the allowances compare it: decoded, without repeated or trailing slashes, in lower case, so
 * "/api//Users/%6Cogin/" draws on the sign-in allowance like "/api/users/login". Null for a path that is not
 * well formed (`isWellFormedPath`), which the gate refuses.
 */
export function comparablePath(rawPath: string): ComparablePath | null {
  if (!isWellFormedPath(rawPath)) return null
  const path = decodeURIComponent(rawPath)
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1')
    .toLowerCase()
  return path as ComparablePath
}
