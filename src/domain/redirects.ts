/**
 * Redirect rules: where an old address starts, how one redirect's destination is followed through the others
 * (so chains collapse into one hop), and the loop that must never be saved.
 */
import { isReservedPath, normalizePath } from './paths'

/**
 * The address a redirect starts from, as the site matches it: an editor may paste a whole old URL, and only
 * its path counts (the catch-all route sees paths in the same normal form).
 */
export function redirectSource(input: string): string {
  const trimmed = input.trim()
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      return normalizePath(new URL(trimmed).pathname)
    } catch {
      return normalizePath(trimmed)
    }
  }
  return normalizePath(trimmed)
}

/** Why an old address cannot start a redirect, or null when it can. */
export function redirectSourceError(source: string): string | null {
  if (source === '/') return 'The home page cannot be redirected.'
  if (/[\s?#]/.test(source)) return 'Enter the old address as a path such as /old-page, without ? or #.'
  if (isReservedPath(source)) return 'This address is used by the site itself.'
  return null
}

/**
 * The site path an address leads to, as redirect sources are stored, or null for an address off the site
 * (a full URL, mailto:, tel:), where a chain ends.
 */
export function siteKey(address: string): string | null {
  if (!address.startsWith('/') || address.startsWith('//')) return null
  return normalizePath(address.split(/[?#]/)[0] ?? '/')
}

export type Followed = { kind: 'end'; to: string; chain: string[] } | { kind: 'loop'; chain: string[] }

/**
 * Follows a redirect from `from` to `to` through `others` (every other redirect, keyed by its source) until
 * the address is one no redirect starts from. `chain` lists every address visited, `from` first.
 */
export function followRedirects(from: string, to: string, others: ReadonlyMap<string, string>): Followed {
  const chain = [from]
  const seen = new Set([from])
  let address = to
  for (;;) {
    chain.push(address)
    const key = siteKey(address)
    if (key === null) return { kind: 'end', to: address, chain }
    if (seen.has(key)) return { kind: 'loop', chain }
    const next = others.get(key)
    if (next === undefined) return { kind: 'end', to: address, chain }
    seen.add(key)
    address = next
  }
}

/** The message for a redirect that would lead back where it started. */
export const redirectLoopMessage = (chain: readonly string[]): string =>
  `This redirect would send visitors in a circle (${chain.join(' → ')}). Choose another destination.`

/** The message for an old address a published page still uses: the page would win and the redirect never run. */
export const redirectOverPageMessage = (title: string): string =>
  `The page “${title}” is published at this address. Move or unpublish that page first.`
