import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { RenderBlocks } from '@/blocks/_core/RenderBlocks'
import { DraftBar } from '@/components/layout/DraftBar'
import { LazyLivePreview as LivePreview } from '@/components/preview/lazy.client'
import { hasLevelOneHeading } from '@/blocks/_core/headings'
import { setRenderedPage } from '@/blocks/_core/shared/pageContext'
import { isReservedPath, segmentsToPath } from '@/domain/paths'
import { getDraftPage, getPublishedPage, getPublishedPageEntries } from '@/lib/pages/queries'
import { redirectFor } from '@/lib/redirects/queries'

import { LOCATOR_PAGE_PATHS } from '../_locator/paths'
import { isPreviewing } from '../next/previewSession'
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
  const path = segmentsToPath((await params).slug)
  if (isReservedPath(path)) return { page: null, draft: false, path }
  // Drafts only for a signed-in staff member: the draft-mode cookie alone (it outlives sign-out) is not enough.
  const draft = await isPreviewing()
  const page = draft ? await getDraftPage(path) : await getPublishedPage(path)
  return { page, draft, path }
}

/** No page at the address: an old address goes on to its new one (308), anything else is not found. */
async function missingPage(path: string): Promise<never> {
  const to = await redirectFor(path)
  if (to) permanentRedirect(to)
  notFound()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, path } = await loadPage(params)
  if (!page) {
    // An old address is sent on by the page itself (redirecting from both adds the Location header twice);
    // anything else is not found here as well, so the tab shows the 404 page's title, not the site's default.
    if (await redirectFor(path)) return {}
    notFound()
  }
  return pageMetadata(page)
}

export default async function CmsPage({ params }: Props) {
  const { page, draft, path } = await loadPage(params)
  if (!page) return missingPage(path)
  // Blocks that speak about the page itself (share buttons) read it from the request's holder.
  setRenderedPage({ path: page.path, title: page.title })
  return (
    <>
      {draft ? <DraftBar path={page.path} /> : null}
      <article>
        {draft ? <LivePreview /> : null}
        {hasLevelOneHeading(page.layout) ? null : <h1 className="sr-only">{page.title}</h1>}
        <div className="container-page flex flex-col gap-10 py-10 sm:py-14 [&:has(>.full-bleed:first-child)]:pt-0 [&:has(>.full-bleed:last-child)]:pb-0">
          <RenderBlocks blocks={page.layout} />
        </div>
      </article>
    </>
  )
}
