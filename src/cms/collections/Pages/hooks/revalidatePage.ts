import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '../../../../config/cacheTags'
import type { Page } from '../../../../payload-types'
import { revalidate } from '../../../hooks/revalidate'

export const revalidatePageAfterChange: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, req }) => {
  const paths = new Set<string>()
  if (doc._status === 'published') paths.add(doc.path)
  // Unpublished or moved: the old address must stop serving the old content.
  if (
    previousDoc?._status === 'published' &&
    (doc._status !== 'published' || previousDoc.path !== doc.path)
  ) {
    paths.add(previousDoc.path)
  }
  if (paths.size > 0) {
    revalidate(req, {
      paths: [...paths],
      // A redirect that leads to a page leads to its current address.
      tags: [cacheTags.pages, cacheTags.redirects, ...[...paths].map(cacheTags.page)],
    })
  }
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook<Page> = ({ doc, req }) => {
  revalidate(req, {
    paths: [doc.path],
    tags: [cacheTags.pages, cacheTags.redirects, cacheTags.page(doc.path)],
  })
  return doc
}
