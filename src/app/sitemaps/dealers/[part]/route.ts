import { pageAddress } from '@/blocks/marketing/ShareButtons/shareLinks'
import { env } from '@/config/env'
import { sitemapPart, urlsetXml } from '@/domain/dealers/pages/sitemap'
import { getDealerSitemapPaths } from '@/lib/dealers/pages/queries'

export const revalidate = 60

/** /sitemaps/dealers/<n>.xml: part n of the dealer pages' sitemap (0: the directory). */
export async function GET(_req: Request, { params }: { params: Promise<{ part: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).part)
  const { directory, dealers } = await getDealerSitemapPaths()
  const base = env().SITE_URL
  const urls = match ? sitemapPart(Number(match[1]), directory, dealers, (p) => pageAddress(base, p)) : null
  if (!urls) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  return new Response(urlsetXml(urls), { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
