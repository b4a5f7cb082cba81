import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { segmentsToPath } from '@/domain/paths'
import { getPageAddresses, getPublishedPageEntries } from '@/lib/pages/queries'
import { redirectFor } from '@/lib/redirects/queries'

import { LOCATOR_PAGE_PATHS } from '../_locator/paths'
import { loadPageAt, renderPageAt } from './cmsPage'
import { pageMetadata } from './metadata'

type Props = { params: Promise<{ slug?: string[] }> }

// Published pages are rendered at build time; pages published later render on first visit and are cached.
// An edit expires its page at once on the instance that saved it; the time limit brings other instances
// behind the same load balancer up to date.
export const dynamicParams = true
export const revalidate = 60

export async function generateStaticParams() {
  const entries = await getPublishedPageEntries()
  // The locator pages have routes of their own (they render per request: docs/dealer-locator.md).
  return entries
    .filter((e) => !LOCATOR_PAGE_PATHS.includes(e.path))
    .map((e) => ({ slug: e.path.split('/').filter(Boolean) }))
}

async function loadPage(params: Props['params']) {
  return loadPageAt(segmentsToPath((await params).slug))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, path } = await loadPage(params)
  if (!page) {
    // An old address is sent on by the page itself (redirecting from both adds the Location header twice);
    // anything else is not found here as well, so the tab shows the 404 page's title, not the site's default.
    if (await redirectFor(path)) return {}
    notFound()
  }
  const paths = (await getPageAddresses()).find((entry) => entry.id === page.id)?.paths
  return pageMetadata(page, { paths })
}

export default async function CmsPage({ params }: Props) {
  return renderPageAt(segmentsToPath((await params).slug), null)
}
