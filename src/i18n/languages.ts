import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, localeOfPath, pathInLocale } from '@/config/locales'

import { dealerPathIn, storedDealerPath } from './dealerPaths'

/** A page that has at least one translation: its stored address in English, Spanish and French (or null). */
export type TranslatedPageAddresses = readonly [en: string, es: string | null, fr: string | null]

const INDEX: Record<Locale, 0 | 1 | 2> = { en: 0, es: 1, 'fr-CA': 2 }

/** Where the language switcher sends a visitor: the same page in that language, or that language's home. */
export type LanguageTarget = { locale: Locale; href: string; samePage: boolean }

const trimmed = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)

/**
 * The address of the page being shown (`/es/productos/hornos`) in each language: the same page where it has that
 * language, else that language's home (`samePage: false`, which the switcher says). Every page has its English.
 */
export function languageTargets(
  pathname: string,
  pages: readonly TranslatedPageAddresses[],
): { current: Locale; targets: LanguageTarget[] } {
  // Every dealer and directory page is in every language, at its own address (i18n/dealerPaths.ts).
  const dealer = storedDealerPath(pathname || '/')
  if (dealer) {
    const href = (locale: Locale) => dealerPathIn(locale, dealer.path)
    return {
      current: dealer.locale,
      targets: LOCALES.map((locale) => ({ locale, href: href(locale), samePage: true })),
    }
  }
  const { locale: current, rest } = localeOfPath(trimmed(pathname || '/'))
  const page = pages.find((entry) => entry[INDEX[current]] === rest)
  const targets = LOCALES.map((locale): LanguageTarget => {
    if (locale === current) return { locale, href: pathInLocale(locale, rest), samePage: true }
    const own = page?.[INDEX[locale]]
    if (own) return { locale, href: pathInLocale(locale, own), samePage: true }
    // An English page not translated: its own address is its English one, the pages list names only translated ones.
    if (locale === DEFAULT_LOCALE && current === DEFAULT_LOCALE) return { locale, href: rest, samePage: true }
    return { locale, href: pathInLocale(locale, '/'), samePage: false }
  })
  return { current, targets }
}

/** The cookie that keeps a visitor's choice of language (set by the switcher and by the offer's buttons). */
export const LANGUAGE_COOKIE = 'site_language'
/** The cookie that keeps the offer of another language closed once a visitor dismissed it. */
export const LANGUAGE_OFFER_COOKIE = 'site_language_offer'

/**
 * The language to offer a visitor on a page in `current`, or null: French for a Quebec postal code (it starts
 * with G, H or J), else the first of the browser's languages the site speaks, when it is not the page's. Never
 * once the visitor has chosen a language or closed the offer.
 */
export function languageToOffer({
  current,
  browserLanguages,
  postalCode,
  chosen,
  dismissed,
}: {
  current: Locale
  browserLanguages: readonly string[]
  postalCode: string | null
  chosen: string | null
  dismissed: boolean
}): Locale | null {
  if (dismissed || isLocale(chosen)) return null
  if (postalCode && /^[GHJ]\d[A-Z]/i.test(postalCode.trim())) return current === 'fr-CA' ? null : 'fr-CA'
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0]
    const locale = primary === 'en' ? 'en' : primary === 'es' ? 'es' : primary === 'fr' ? 'fr-CA' : null
    if (locale) return locale === current ? null : locale
  }
  return null
}
