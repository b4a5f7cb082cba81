import { DEFAULT_LOCALE, type Locale } from '@/config/locales'
import { type LocaleAddresses, setLocaleLinks } from '@/i18n/localeLinks'
import { setRequestLocale } from '@/i18n/requestLocale'
import { ROUTE_ADDRESSES } from '@/i18n/routePaths'
import { getPageAddresses } from '@/lib/pages/queries'
import { getPostAddresses } from '@/lib/posts/queries'

/**
 * Makes the request being rendered speak `locale`: its messages (next-intl) and its links (each page's address
 * in that language). Called at the top of each language's layout and pages, as they may render in any order;
 * English needs nothing (the default), so an English page reads no addresses.
 */
export async function enterLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return
  setRequestLocale(locale)
  setLocaleLinks(locale, await getSiteAddresses())
}

/**
 * Every address a link or the language switcher may lead to in each language: the published pages, the site's
 * own routes (the blog, the search) and the published posts.
 */
export async function getSiteAddresses(): Promise<LocaleAddresses[]> {
  const [pages, posts] = await Promise.all([getPageAddresses(), getPostAddresses()])
  return [...pages, ...ROUTE_ADDRESSES, ...posts]
}
