import { DEFAULT_LOCALE, type Locale } from '@/config/locales'
import { setLocaleLinks } from '@/i18n/localeLinks'
import { setRequestLocale } from '@/i18n/requestLocale'
import { getPageAddresses } from '@/lib/pages/queries'

/**
 * Makes the request being rendered speak `locale`: its messages (next-intl) and its links (each page's address
 * in that language). Called at the top of each language's layout and pages, as they may render in any order;
 * English needs nothing (the default), so an English page reads no addresses.
 */
export async function enterLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return
  setRequestLocale(locale)
  setLocaleLinks(locale, await getPageAddresses())
}
