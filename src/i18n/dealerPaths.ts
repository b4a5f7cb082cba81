import { DEFAULT_LOCALE, type Locale, LOCALE_PREFIX, LOCALES } from '@/config/locales'
import { DIRECTORY_PATH } from '@/domain/dealers/pages/pagePath'

/**
 * The dealer directory's first segment in each language: /dealers/ny/albany/acme/ is
 * /es/distribuidores/ny/albany/acme/ in Spanish and /fr/detaillants/ny/albany/acme/ in French. Every dealer
 * has a page in every language; the rest of the address (state, city, name) is the same in all of them.
 */
export const DEALER_DIRECTORY_SEGMENT: Record<Locale, string> = {
  en: 'dealers',
  es: 'distribuidores',
  'fr-CA': 'detaillants',
}

/** A dealer page or directory address as stored (`/dealers/…/`) in a language (`/es/distribuidores/…/`). */
export function dealerPathIn(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith(DIRECTORY_PATH)) return path
  return `${LOCALE_PREFIX[locale]}/${DEALER_DIRECTORY_SEGMENT[locale]}/${path.slice(DIRECTORY_PATH.length)}`
}

/**
 * The language and stored address (`/dealers/…`) of a dealer page or directory address in any language, or null
 * for any other address.
 */
export function storedDealerPath(path: string): { locale: Locale; path: string } | null {
  for (const locale of LOCALES) {
    const start = `${LOCALE_PREFIX[locale]}/${DEALER_DIRECTORY_SEGMENT[locale]}`
    if (path === start || path.startsWith(`${start}/`)) {
      return { locale, path: `/dealers${path.slice(start.length)}` }
    }
  }
  return null
}

/** A dealer address's alternates: its address in every language, English as x-default. */
export function dealerAlternates(path: string, absolute: (path: string) => string): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const locale of LOCALES) languages[locale] = absolute(dealerPathIn(locale, path))
  languages['x-default'] = absolute(path)
  return languages
}
