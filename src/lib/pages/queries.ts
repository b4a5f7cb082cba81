import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Page } from '@/payload-types'

import { CACHE_SECONDS, cacheTags } from '../../config/cacheTags'
import { getPayloadClient } from '../payload'

async function findPage(path: string, draft: boolean): Promise<Page | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    draft,
    // Visitors only ever read published pages; drafts are read for a signed-in editor's preview.
    overrideAccess: draft,
    depth: 2,
    // A page picked by a button is a link: only what the link needs, not that page's own blocks.
    populate: { pages: { title: true, path: true, _status: true, deletedAt: true } },
    limit: 1,
    pagination: false,
  })
  return result.docs[0] ?? null
}

/** The published page at a path, cached until an editor publishes, moves or deletes it. */
export const getPublishedPage = (path: string): Promise<Page | null> =>
  unstable_cache(() => findPage(path, false), ['page', path], {
    tags: [cacheTags.pages, cacheTags.page(path)],
    revalidate: CACHE_SECONDS,
  })()

/** The newest draft of a page, uncached, for preview. */
export const getDraftPage = (path: string): Promise<Page | null> => findPage(path, true)

export type PageEntry = { path: string; updatedAt: string; noIndex: boolean }

/** Every published page's path, for static generation and the sitemap. */
export const getPublishedPageEntries = unstable_cache(
  async (): Promise<PageEntry[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'pages',
      overrideAccess: false,
      draft: false,
      depth: 0,
      pagination: false,
      select: { path: true, updatedAt: true, seo: { noIndex: true } },
    })
    return result.docs.map((d) => ({
      path: d.path,
      updatedAt: d.updatedAt,
      noIndex: Boolean(d.seo?.noIndex),
    }))
  },
  ['page-entries'],
  { tags: [cacheTags.pages], revalidate: CACHE_SECONDS },
)
