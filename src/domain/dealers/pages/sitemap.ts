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

export const urlsetXml = (urls: readonly string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `<url>\n<loc>${escapeXml(u)}</loc>\n</url>`)
    .join('\n')}\n</urlset>\n`

export const sitemapIndexXml = (urls: readonly string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `<sitemap>\n<loc>${escapeXml(u)}</loc>\n</sitemap>`)
    .join('\n')}\n</sitemapindex>\n`
