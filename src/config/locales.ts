/**
 * The site's languages: English (the default, at today's addresses), Spanish under /es/ and Canadian French under
 * /fr/. One list for the CMS's localization, the message catalogues, the addresses and the head's alternates.
 */
export const LOCALES = ['en', 'es', 'fr-CA'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** What each language is called in itself (the language switcher shows these, with `lang` set). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'fr-CA': 'Français',
}

/** The first segment of a language's addresses; English has none. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', es: '/es', 'fr-CA': '/fr' }

/** The `hreflang` and `<html lang>` of each language (BCP 47). */
export const LOCALE_TAG: Record<Locale, string> = { en: 'en', es: 'es', 'fr-CA': 'fr-CA' }

/** Open Graph's `og:locale` of each language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US', 'fr-CA': 'fr_CA' }

/** The language an address is in, from its first segment (`/fr/produits/` → fr-CA), and the rest of it. */
export function localeOfPath(pathname: string): { locale: Locale; rest: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale]
    if (!prefix) continue
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, rest: pathname.slice(prefix.length) || '/' }
    }
  }
  return { locale: DEFAULT_LOCALE, rest: pathname || '/' }
}

/**
 * A page's address in a language from the path its language stores (`/produits/thermopompes` in French →
 * `/fr/produits/thermopompes`; a language's home is `/es`, as the site writes addresses without a final slash).
 */
export function pathInLocale(locale: Locale, path: string): string {
  const own = path.startsWith('/') ? path : `/${path}`
  const prefix = LOCALE_PREFIX[locale]
  return prefix && own === '/' ? prefix : `${prefix}${own}`
}
