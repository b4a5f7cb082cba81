import { pageAddress } from '@/blocks/marketing/ShareButtons/shareLinks'
import { env } from '@/config/env'
import { LOCALES } from '@/config/locales'
import { sitemapPart, urlsetXml } from '@/domain/dealers/pages/sitemap'
import { dealerAlternates, dealerPathIn } from '@/i18n/dealerPaths'
import { getDealerSitemapPaths } from '@/lib/dealers/pages/queries'

export const revalidate = 60

/** /sitemaps/dealers/<n>.xml: part n of the dealer pages' sitemap (0: the directory), in every language. */
export async function GET(_req: Request, { params }: { params: Promise<{ part: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).part)
  const { directory, dealers } = await getDealerSitemapPaths()
  const base = env().SITE_URL
  const absolute = (path: string) => pageAddress(base, path)
  const paths = match ? sitemapPart(Number(match[1]), directory, dealers, (p) => p) : null
  if (!paths) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  // Every dealer and directory page in each language, each listing the others as its head does.
  const entries = paths.flatMap((path) => {
    const alternates = dealerAlternates(path, absolute)
    return LOCALES.map((locale) => ({ loc: absolute(dealerPathIn(locale, path)), alternates }))
  })
  return new Response(urlsetXml(entries), { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
