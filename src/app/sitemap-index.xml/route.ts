import { pageAddress } from '@/blocks/marketing/ShareButtons/shareLinks'
import { env } from '@/config/env'
import { dealerSitemapPath, sitemapIndexXml, sitemapPartCount } from '@/domain/dealers/pages/sitemap'
import { getDealerSitemapPaths } from '@/lib/dealers/pages/queries'

export const revalidate = 60

/**
 * /sitemap-index.xml, which robots.txt names: the site's pages (/sitemap.xml) and the dealer pages' parts.
 * Route handlers rather than Next's generateSitemaps, whose list of parts is fixed when the site is built.
 */
export async function GET() {
  const { dealers } = await getDealerSitemapPaths()
  const base = env().SITE_URL
  const parts = Array.from({ length: sitemapPartCount(dealers.length) }, (_, i) => dealerSitemapPath(i))
  const urls = ['/sitemap.xml', ...parts].map((p) => pageAddress(base, p))
  return new Response(sitemapIndexXml(urls), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  })
}
