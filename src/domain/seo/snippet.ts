import { normalizePath } from '../paths'

/**
 * How a page shows in search results, counted as the site writes it: the title template of the site's layout
 * (`%s | {brand name}`, app/(frontend)/layout.tsx; the home page's title alone, [[...slug]]/metadata.ts), the
 * page's address at the site's URL. The admin's search fields and the generate endpoints (cms/seo) count alike.
 */

/** Search results show titles of 50 to 60 characters and descriptions of 100 to 150 in full. */
export const SEO_LENGTHS = {
  title: { min: 50, max: 60 },
  description: { min: 100, max: 150 },
} as const

/** The words the layout adds after a page's title in `<title>`: ' | Alderline'. */
export const titleSuffix = (brandName: string) => ` | ${brandName}`

/** The `<title>` the site writes for a page: its search title, else its title, with the brand (not on '/'). */
export function writtenTitle(title: string, path: string | null | undefined, brandName: string): string {
  const own = title.trim()
  if (!own) return ''
  return isHome(path) || !brandName ? own : `${own}${titleSuffix(brandName)}`
}

export const isHome = (path: string | null | undefined) => !path || normalizePath(path) === '/'

/** The page's address as the site serves it: the site's URL and the stored form of the path. */
export function pageAddress(siteUrl: string, path: string | null | undefined): string {
  const base = siteUrl.replace(/\/+$/, '')
  const normal = normalizePath(path ?? '')
  return normal === '/' ? `${base}/` : `${base}${normal}`
}

/**
 * Cuts text to at most `max` characters at a word boundary; a cut text ends with '…' (counted), without the
 * comma or stop before it. Text within `max` is kept whole.
 */
export function trimAtWord(text: string, max: number, ellipsis = '…'): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const room = clean.slice(0, max - ellipsis.length + 1)
  const cut = room.lastIndexOf(' ')
  const head = (cut > 0 ? room.slice(0, cut) : room.slice(0, max - ellipsis.length)).replace(
    /[\s,;:.–—-]+$/,
    '',
  )
  return `${head}${ellipsis}`
}
