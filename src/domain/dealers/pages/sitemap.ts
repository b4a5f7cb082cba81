/**
 * The dealer pages' sitemaps (docs/dealer-pages.md): part 0 holds the directory (its root, every state and
 * city page), the parts after it the dealer pages, SITEMAP_PART_SIZE each; /sitemap-index.xml lists them
 * beside the site's own /sitemap.xml.
 */
export const SITEMAP_PART_SIZE = 2000

export const dealerSitemapPath = (part: number): string => `/sitemaps/dealers/${part}.xml`

/** The addresses of one part (absolute), or null past the last part. */
export function sitemapPart(
  part: number,
  directory: readonly string[],
  dealerPages: readonly string[],
  absolute: (path: string) => string,
): string[] | null {
  if (!Number.isInteger(part) || part < 0) return null
  if (part === 0) return directory.map(absolute)
  const start = (part - 1) * SITEMAP_PART_SIZE
  if (start >= dealerPages.length) return null
  return dealerPages.slice(start, start + SITEMAP_PART_SIZE).map(absolute)
}

export const sitemapPartCount = (dealerPages: number): number =>
  1 + Math.ceil(dealerPages / SITEMAP_PART_SIZE)

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** One address of a sitemap, with its alternates (language tag → absolute address) when it has any. */
export type SitemapEntry = string | { loc: string; alternates?: Record<string, string> }

const entryXml = (entry: SitemapEntry): string => {
  const { loc, alternates } = typeof entry === 'string' ? { loc: entry, alternates: undefined } : entry
  const links = Object.entries(alternates ?? {}).map(
    ([tag, href]) => `\n<xhtml:link rel="alternate" hreflang="${escapeXml(tag)}" href="${escapeXml(href)}"/>`,
  )
  return `<url>\n<loc>${escapeXml(loc)}</loc>${links.join('')}\n</url>`
}

export const urlsetXml = (entries: readonly SitemapEntry[]): string => {
  const withLinks = entries.some((e) => typeof e !== 'string' && e.alternates)
  const namespaces = withLinks
    ? 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${entries.map(entryXml).join('\n')}\n</urlset>\n`
}

export const sitemapIndexXml = (urls: readonly string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `<sitemap>\n<loc>${escapeXml(u)}</loc>\n</sitemap>`)
    .join('\n')}\n</sitemapindex>\n`
