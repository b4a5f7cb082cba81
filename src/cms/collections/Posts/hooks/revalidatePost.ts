import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '../../../../config/cacheTags'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../config/locales'
import { blogPathIn, postPathIn } from '../../../../i18n/routePaths'
import type { Post } from '../../../../payload-types'
import { revalidate } from '../../../hooks/revalidate'

/** The language a post was saved in (its slug is that language's): the request's, English when none. */
const savedIn = (locale: unknown): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE)

/*
 * A post shows on its own page, on the blog's list and in related-articles blocks on any page (chosen posts
 * are populated with the page), so an edit expires the post, the lists and the cached pages. Posts change
 * rarely; expiring every page is simpler than tracing which pages show which post. The addresses expired are
 * those of the language saved (a Spanish save: /es/blog and the post's Spanish address).
 */
export const revalidatePostAfterChange: CollectionAfterChangeHook<Post> = ({ doc, previousDoc, req }) => {
  const wasLive = previousDoc?._status === 'published'
  if (doc._status !== 'published' && !wasLive) return doc
  const locale = savedIn(req.locale)
  const slugs = new Set([doc.slug].filter(Boolean))
  if (wasLive && previousDoc.slug && previousDoc.slug !== doc.slug) slugs.add(previousDoc.slug)
  revalidate(req, {
    paths: [blogPathIn(locale), ...[...slugs].map((slug) => postPathIn(locale, slug))],
    tags: [cacheTags.posts, cacheTags.pages, ...[...slugs].map(cacheTags.post)],
  })
  return doc
}

export const revalidatePostAfterDelete: CollectionAfterDeleteHook<Post> = ({ doc, req }) => {
  const locale = savedIn(req.locale)
  revalidate(req, {
    paths: [blogPathIn(locale), ...(doc.slug ? [postPathIn(locale, doc.slug)] : [])],
    tags: [cacheTags.posts, cacheTags.pages, cacheTags.post(doc.slug)],
  })
  return doc
}
