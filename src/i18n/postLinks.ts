import { DEFAULT_LOCALE, type Locale, pathInLocale } from '@/config/locales'

import { currentLinkTable, type LinkTable, localizeHref } from './localeLinks'
import { storedPostPath } from './routePaths'

/**
 * A post's link on a page in `locale`, from the slug the page read (its own in that language, or the English
 * one a post not translated falls back to): the post in that language when it has its address there, else the
 * English post.
 */
export const postHref = (locale: Locale, slug: string): string => postLink(currentLinkTable(), locale, slug)

/** `postHref` with the link table given (null: an English page). */
export function postLink(table: LinkTable | null, locale: Locale, slug: string): string {
  const own = storedPostPath(locale, slug)
  if (table && table.locale === locale && table.own.has(own)) return pathInLocale(locale, own)
  return localizeHref(table, storedPostPath(DEFAULT_LOCALE, slug)) as string
}
