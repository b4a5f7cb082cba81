import type { MetadataRoute } from 'next'

import { env } from '@/config/env'
import { getPublishedPageEntries } from '@/lib/pages/queries'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = env().SITE_URL
  const hidden = (await getPublishedPageEntries()).filter((e) => e.noIndex).map((e) => e.path)
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/next/', ...hidden] }],
    // The index lists the site's pages and the dealer pages' sitemaps (docs/dealer-pages.md).
    sitemap: [`${base}/sitemap-index.xml`, `${base}/sitemap.xml`],
  }
}
