/**
 * Addresses of the dealer pages and the directory (docs/dealer-pages.md):
 * /dealers/ → /dealers/<st>/ → /dealers/<st>/<city>/ → /dealers/<st>/<city>/<name>/.
 * Every address ends with a slash; each segment is lower-case letters, digits and dashes.
 */

export const DIRECTORY_PATH = '/dealers/'

/** Lower-case ASCII words joined by dashes ('Café  Nord & Sons' → 'cafe-nord-sons'), at most 80 characters. */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')

export const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const statePath = (state: string): string => `${DIRECTORY_PATH}${slugify(state)}/`
export const cityPath = (state: string, city: string): string => `${statePath(state)}${slugify(city)}/`

export type PagePlace = { name: string; city?: string | null; state?: string | null; companyID: number }

/**
 * The address a dealer's page would have before any clash; null when the dealer lacks a state, a city or a
 * name that yields a segment (such a dealer has no page).
 */
export function basePagePath({ name, city, state }: PagePlace): string | null {
  const parts = [state ?? '', city ?? '', name].map(slugify)
  if (parts.some((p) => p === '')) return null
  return `${DIRECTORY_PATH}${parts.join('/')}/`
}

/** The address of the later of two dealers of one city whose names make the same segment: the company id added. */
export function suffixedPagePath(place: PagePlace): string | null {
  const base = basePagePath(place)
  return base ? `${base.slice(0, -1)}-${place.companyID}/` : null
}

/**
 * The page address of a dealer, given whether an address is already taken by another dealer: the plain
 * address when free, else the one with its company id (unique, as company ids are).
 */
export function choosePagePath(place: PagePlace, taken: (path: string) => boolean): string | null {
  const base = basePagePath(place)
  if (!base) return null
  return taken(base) ? suffixedPagePath(place) : base
}

/** Addresses for a whole list in order (the seed): the first dealer of a name in a city gets the plain one. */
export function assignPagePaths(places: readonly PagePlace[]): (string | null)[] {
  const used = new Set<string>()
  return places.map((place) => {
    const path = choosePagePath(place, (p) => used.has(p))
    if (path) used.add(path)
    return path
  })
}

/** A request's path as stored: lower-case segments with a trailing slash; null when it is no dealer page address. */
export function normalizeDealerPath(segments: readonly string[]): string | null {
  if (segments.length !== 3) return null
  const clean = segments.map((s) => decodeURIComponent(s).toLowerCase())
  if (!clean.every((s) => SEGMENT.test(s))) return null
  return `${DIRECTORY_PATH}${clean.join('/')}/`
}

/** The segments of a stored page path, for the route's parameters. */
export function pathSegments(path: string): { state: string; city: string; name: string } | null {
  const m = /^\/dealers\/([^/]+)\/([^/]+)\/([^/]+)\/$/.exec(path)
  return m ? { state: m[1]!, city: m[2]!, name: m[3]! } : null
}
