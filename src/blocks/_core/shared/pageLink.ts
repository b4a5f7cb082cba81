import { safeHref } from '../../../domain/url'
import { localizedHref } from '../../../i18n/localeLinks'

/** A picked page as the page query brings it (only what a link needs), or its id when it was not read. */
export type LinkedPage = number | { path?: string | null; _status?: string | null; deletedAt?: string | null }

/**
 * Where a link that may pick a page goes: the page's current path while it is published (so the link follows a
 * move), nothing while it is unpublished, trashed or unreadable (an id alone), else the typed address under the
 * one link rule; in the page's language (a Spanish page's link leads to the Spanish page when there is one).
 */
export function pageOrUrlHref(
  page: LinkedPage | null | undefined,
  url: string | null | undefined,
): string | null {
  if (page === null || page === undefined) return localizedHref(safeHref(url))
  if (typeof page !== 'object') return null
  return page._status === 'published' && !page.deletedAt && page.path
    ? localizedHref(safeHref(page.path))
    : null
}
