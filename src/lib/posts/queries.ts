import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import type { Post } from '@/payload-types'

import { CACHE_SECONDS, cacheTags } from '../../config/cacheTags'
import type { PostCategory } from '../../domain/learn/posts'
import { getPayloadClient } from '../payload'

/*
 * Blog posts as visitors read them: published only (the collection's read access, not overridden), with the
 * featured image populated. Each read is cached until an editor changes a post (its afterChange hook expires
 * the tags).
 */

const PUBLISHED: Where = { _status: { equals: 'published' } }

async function findPosts(where: Where | null, limit: number): Promise<Post[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'posts',
    where: where ? { and: [PUBLISHED, where] } : PUBLISHED,
    overrideAccess: false,
    draft: false,
    depth: 1,
    limit,
    sort: ['-date', '-createdAt'],
  })
  return result.docs
}

/** The published post at /blog/{slug}, or null. */
export const getPublishedPost = (slug: string): Promise<Post | null> =>
  unstable_cache(async () => (await findPosts({ slug: { equals: slug } }, 1))[0] ?? null, ['post', slug], {
    tags: [cacheTags.posts, cacheTags.post(slug)],
    revalidate: CACHE_SECONDS,
  })()

/** The newest published posts, of one category or of all, newest first. */
export const getLatestPosts = ({ category, limit }: { category?: PostCategory | null; limit: number }) =>
  unstable_cache(
    () => findPosts(category ? { category: { equals: category } } : null, limit),
    ['posts-latest', category ?? 'all', String(limit)],
    { tags: [cacheTags.posts], revalidate: CACHE_SECONDS },
  )()

/** How many posts the blog's list shows. */
export const BLOG_LIST_LIMIT = 60

/** The blog's list: the newest published posts first. */
export const getBlogPosts = (): Promise<Post[]> => getLatestPosts({ limit: BLOG_LIST_LIMIT })

export type PostEntry = { slug: string; updatedAt: string }

/** Every published post's slug, for static generation and the sitemap. */
export const getPublishedPostEntries = unstable_cache(
  async (): Promise<PostEntry[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'posts',
      where: PUBLISHED,
      overrideAccess: false,
      draft: false,
      depth: 0,
      pagination: false,
      select: { slug: true, updatedAt: true },
    })
    return result.docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
  },
  ['post-entries'],
  { tags: [cacheTags.posts], revalidate: CACHE_SECONDS },
)
