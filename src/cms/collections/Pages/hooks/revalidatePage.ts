import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '../../../../config/cacheTags'
import type { Page } from '../../../../payload-types'
import { revalidate } from '../../../hooks/revalidate'

/** What follows a page wherever it is: redirects to it and the header's and footer's links to it. */
const FOLLOWERS = [cacheTags.redirects, cacheTags.global('header'), cacheTags.global('footer')]

export const revalidatePageAfterChange: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, req }) => {
  const paths = new Set<string>()
  const published = doc._status === 'published' && !doc.deletedAt
  const wasPublished = previousDoc?._status === 'published' && !previousDoc.deletedAt
  if (published) paths.add(doc.path)
  // Unpublished, trashed or moved: the old address must stop serving the old content.
  if (wasPublished && (!published || previousDoc.path !== doc.path)) paths.add(previousDoc.path)
  if (paths.size === 0) return doc
  // A page that appears or moves changes where menus on every page lead. (A draft save of a published page
  // looks like an unpublish here, so menus learn of a page gone through the tags and the 60 s limit instead.)
  const linksChanged = published && (!wasPublished || previousDoc?.path !== doc.path)
  revalidate(req, {
    paths: [...paths],
    tags: [cacheTags.pages, ...FOLLOWERS, ...[...paths].map(cacheTags.page)],
    layout: linksChanged,
  })
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook<Page> = ({ doc, req }) => {
  revalidate(req, {
    paths: [doc.path],
    tags: [cacheTags.pages, ...FOLLOWERS, cacheTags.page(doc.path)],
    layout: true,
  })
  return doc
}
