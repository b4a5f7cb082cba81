import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload, Where } from 'payload'

import type { Post } from '@/payload-types'

import { CACHE_SECONDS, cacheTags } from '../../config/cacheTags'
import { DEFAULT_LOCALE, type Locale, LOCALES } from '../../config/locales'
import type { PostCategory } from '../../domain/learn/posts'
import { storedPostPath } from '../../i18n/routePaths'
import { getPayloadClient } from '../payload'

/*
 * Blog posts as visitors read them: published only (the collection's read access, not overridden), with the
 * featured image populated, in one language. A post is in Spanish or French when it has its own slug there
 * (its address in that language); its texts not yet translated read as the English. Each read is cached until
 * an editor changes a post (its afterChange hook expires the tags).
 */

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** In English every published post; in another language those with a slug of their own there. */
const IN_LANGUAGE = (locale: Locale): Where[] =>
  locale === DEFAULT_LOCALE ? [PUBLISHED] : [PUBLISHED, { slug: { exists: true } }]

/** The published posts of a language that match `where`, newest first (uncached: the cached reads use it). */
export async function readPosts(
  payload: Payload,
  { where, limit, locale = DEFAULT_LOCALE }: { where?: Where | null; limit: number; locale?: Locale },
): Promise<Post[]> {
  const result = await payload.find({
    collection: 'posts',
    where: { and: [...IN_LANGUAGE(locale), ...(where ? [where] : [])] },
    locale,
    overrideAccess: false,
    draft: false,
    depth: 1,
    limit,
    sort: ['-date', '-createdAt'],
  })
  return result.docs
}

/** The published post at /blog/{slug} (or its address in `locale`, by its slug there), or null. */
export const getPublishedPost = (slug: string, locale: Locale = DEFAULT_LOCALE): Promise<Post | null> =>
  unstable_cache(
    async () =>
      (
        await readPosts(await getPayloadClient(), { where: { slug: { equals: slug } }, limit: 1, locale })
      )[0] ?? null,
    ['post', locale, slug],
    { tags: [cacheTags.posts, cacheTags.post(slug)], revalidate: CACHE_SECONDS },
  )()

/** The newest published posts of a language, of one category or of all, newest first. */
export const getLatestPosts = ({
  category,
  limit,
  locale = DEFAULT_LOCALE,
}: {
  category?: PostCategory | null
  limit: number
  locale?: Locale
}) =>
  unstable_cache(
    async () =>
      readPosts(await getPayloadClient(), {
        where: category ? { category: { equals: category } } : null,
        limit,
        locale,
      }),
    ['posts-latest', locale, category ?? 'all', String(limit)],
    { tags: [cacheTags.posts], revalidate: CACHE_SECONDS },
  )()

/** How many posts the blog's list shows. */
export const BLOG_LIST_LIMIT = 60

/** The blog's list in a language: its newest published posts first. */
export const getBlogPosts = (locale: Locale = DEFAULT_LOCALE): Promise<Post[]> =>
  getLatestPosts({ limit: BLOG_LIST_LIMIT, locale })

/**
 * A published post's slug in each language that has one (English always) and its last change: the blog's
 * static pages, the head's alternates, the links and language switcher of Spanish and French pages, and the
 * sitemap come from it.
 */
export type PostAddresses = {
  id: number
  slugs: Partial<Record<Locale, string>>
  /** The addresses as page addresses are stored, without the language's prefix (`/blogue/…` for French). */
  paths: Partial<Record<Locale, string>>
  updatedAt: string
}

/** getPostAddresses as read from the database, uncached: one read per language, without the fallback. */
export async function readPostAddresses(payload: Payload): Promise<PostAddresses[]> {
  const byId = new Map<number, PostAddresses>()
  for (const locale of LOCALES) {
    const result = await payload.find({
      collection: 'posts',
      where: PUBLISHED,
      locale,
      fallbackLocale: false,
      overrideAccess: false,
      draft: false,
      depth: 0,
      pagination: false,
      sort: 'id',
      select: { slug: true, updatedAt: true },
    })
    for (const doc of result.docs) {
      const entry = byId.get(doc.id) ?? { id: doc.id, slugs: {}, paths: {}, updatedAt: doc.updatedAt }
      if (doc.slug) {
        entry.slugs[locale] = doc.slug
        entry.paths[locale] = storedPostPath(locale, doc.slug)
      }
      byId.set(doc.id, entry)
    }
  }
  return [...byId.values()].filter((entry) => entry.slugs[DEFAULT_LOCALE])
}

export const getPostAddresses = unstable_cache(
  async (): Promise<PostAddresses[]> => readPostAddresses(await getPayloadClient()),
  ['post-addresses'],
  { tags: [cacheTags.posts], revalidate: CACHE_SECONDS },
)
