import { notFound, permanentRedirect } from 'next/navigation'

import { RenderBlocks } from '@/blocks/_core/RenderBlocks'
import { hasLevelOneHeading } from '@/blocks/_core/headings'
import { LazyLivePreview as LivePreview } from '@/components/preview/lazy.client'
import { DEFAULT_LOCALE, type Locale, pathInLocale } from '@/config/locales'
import { isReservedPath } from '@/domain/paths'
import { getDraftPage, getPublishedPage } from '@/lib/pages/queries'
import { redirectFor } from '@/lib/redirects/queries'

import { isPreviewing } from '../next/previewSession'
import { pageBlockData, type LocatorRequest } from './blockData'

/**
 * The CMS page at an address (the path its language stores, without the /es or /fr): the draft for a signed-in
 * staff member previewing, else the published one.
 */
export async function loadPageAt(path: string, locale: Locale = DEFAULT_LOCALE) {
  if (isReservedPath(path)) return { page: null, draft: false, path }
  // Drafts only for a signed-in staff member: the draft-mode cookie alone (it outlives sign-out) is not enough.
  const draft = await isPreviewing()
  const page = draft ? await getDraftPage(path, locale) : await getPublishedPage(path, locale)
  return { page, draft, path }
}

/**
 * No page at the address: an old address goes on to its new one (308), anything else is not found. A Spanish or
 * French address is looked up as visitors write it (/es/…, /fr/…).
 */
async function missingPage(path: string, locale: Locale): Promise<never> {
  const to = await redirectFor(pathInLocale(locale, path))
  if (to) permanentRedirect(to)
  notFound()
}

/**
 * The CMS page at `path`, drafts and preview included (the draft bar is the layout's, on every page): its data step answers what the blocks ask for, then
 * the blocks render. `locator` is the request's zip, order seed and view on the locator routes
 * (src/app/(frontend)/_locator); elsewhere null, and the page stays static.
 */
export async function renderPageAt(
  path: string,
  locator: LocatorRequest | null,
  locale: Locale = DEFAULT_LOCALE,
) {
  const { page, draft } = await loadPageAt(path, locale)
  if (!page) return missingPage(path, locale)
  const data = await pageBlockData(page, locator, locale)
  return (
    <>
      <article>
        {draft ? <LivePreview /> : null}
        {hasLevelOneHeading(page.layout) ? null : <h1 className="sr-only">{page.title}</h1>}
        <div className="container-page flex flex-col gap-10 py-10 sm:py-14 [&:has(>.full-bleed:first-child)]:pt-0 [&:has(>.full-bleed:last-child)]:pb-0">
          <RenderBlocks blocks={page.layout} data={data} />
        </div>
      </article>
    </>
  )
}
