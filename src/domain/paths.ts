/**
 * Page paths as editors type them ("products/furnaces/", "/Resources//x") become one canonical form:
 * a leading slash, no trailing slash (except the home page "/"), no empty segments, lower case.
 */
export function normalizePath(input: string): string {
  const segments = input
    .trim()
    .toLowerCase()
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean)
  return '/' + segments.join('/')
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** True when every segment is lower-case letters and digits separated by single dashes. */
export function isValidPath(path: string): boolean {
  if (path === '/') return true
  if (!path.startsWith('/') || path.endsWith('/')) return false
  return path
    .slice(1)
    .split('/')
    .every((s) => SEGMENT.test(s))
}

/** "/products/furnaces" -> ["products", "furnaces"]; "/" -> []. */
export const pathToSegments = (path: string): string[] => path.split('/').filter(Boolean)

/** ["products", "furnaces"] -> "/products/furnaces"; undefined or [] -> "/". */
export const segmentsToPath = (segments: readonly string[] | undefined): string =>
  normalizePath((segments ?? []).map((s) => decodeURIComponent(s)).join('/'))

/**
 * The 404 page as a whole document, which the production server sends for an address with no page
 * (src/server/pageResponse.ts).
 */
export const NOT_FOUND_DOCUMENT_PATH = '/page-not-found'

/** Paths the CMS may not take because the application serves them itself. */
export const RESERVED_PREFIXES = [
  '/admin',
  '/api',
  '/next',
  '/_next',
  // Every language's page address is stored without its prefix, so each language's segment of the site's own
  // routes is kept from all of them: the blog (/blog, /fr/blogue) and the site search (/search, /es/buscar,
  // /fr/recherche).
  '/blog',
  '/blogue',
  '/search',
  '/buscar',
  '/recherche',
  NOT_FOUND_DOCUMENT_PATH,
] as const

export const isReservedPath = (path: string): boolean =>
  RESERVED_PREFIXES.some((p) => path === p || path.startsWith(p + '/'))
