import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '../../../../config/cacheTags'
import { DEFAULT_LOCALE, isLocale, type Locale, pathInLocale } from '../../../../config/locales'
import type { Page } from '../../../../payload-types'
import { revalidate } from '../../../hooks/revalidate'

/** What follows a page wherever it is: redirects to it and the header's and footer's links to it. */
const FOLLOWERS = [cacheTags.redirects, cacheTags.global('header'), cacheTags.global('footer')]

/**
 * After a save: the addresses whose pages change. A save in Spanish or French changes that language's page, at
 * its address as visitors write it (`/es` + the path it stores); a translation's first publish had no address.
 */
export const revalidatePageAfterChange: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, req }) => {
  const locale: Locale = isLocale(req.locale) ? req.locale : DEFAULT_LOCALE
  const stored = new Set<string>()
  const paths = new Set<string>()
  const add = (path: string | null | undefined) => {
    if (!path) return
    stored.add(path)
    paths.add(pathInLocale(locale, path))
  }
  const published = doc._status === 'published' && !doc.deletedAt
  const wasPublished = previousDoc?._status === 'published' && !previousDoc.deletedAt
  if (published) add(doc.path)
  // Unpublished, trashed or moved: the old address must stop serving the old content.
  if (wasPublished && (!published || previousDoc.path !== doc.path)) add(previousDoc.path)
  if (paths.size === 0) return doc
  // A page that appears or moves changes where menus on every page lead. (A draft save of a published page
  // looks like an unpublish here, so menus learn of a page gone through the tags and the 60 s limit instead.)
  const linksChanged = published && (!wasPublished || previousDoc?.path !== doc.path)
  revalidate(req, {
    paths: [...paths],
    tags: [cacheTags.pages, ...FOLLOWERS, ...[...stored].map(cacheTags.page)],
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
