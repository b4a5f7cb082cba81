import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '../../../../config/cacheTags'
import { BLOG_PATH, postUri } from '../../../../domain/learn/posts'
import type { Post } from '../../../../payload-types'
import { revalidate } from '../../../hooks/revalidate'

/*
 * A post shows on its own page, on the blog's list and in related-articles blocks on any page (chosen posts
 * are populated with the page), so an edit expires the post, the lists and the cached pages. Posts change
 * rarely; expiring every page is simpler than tracing which pages show which post.
 */
export const revalidatePostAfterChange: CollectionAfterChangeHook<Post> = ({ doc, previousDoc, req }) => {
  const wasLive = previousDoc?._status === 'published'
  if (doc._status !== 'published' && !wasLive) return doc
  const slugs = new Set([doc.slug])
  if (wasLive && previousDoc.slug !== doc.slug) slugs.add(previousDoc.slug)
  revalidate(req, {
    paths: [BLOG_PATH, ...[...slugs].map(postUri)],
    tags: [cacheTags.posts, cacheTags.pages, ...[...slugs].map(cacheTags.post)],
  })
  return doc
}

export const revalidatePostAfterDelete: CollectionAfterDeleteHook<Post> = ({ doc, req }) => {
  revalidate(req, {
    paths: [BLOG_PATH, postUri(doc.slug)],
    tags: [cacheTags.posts, cacheTags.pages, cacheTags.post(doc.slug)],
  })
  return doc
}
