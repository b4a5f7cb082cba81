import { getTranslations } from 'next-intl/server'

import type { LanguageWords } from '@/components/layout/Languages.client'
import { LOCALES, type Locale } from '@/config/locales'
import type { TranslatedPageAddresses } from '@/i18n/languages'
import type { LocaleAddresses } from '@/i18n/localeLinks'

/**
 * The pages, routes and posts that have a Spanish or French address, as the language switcher reads them
 * (English, es, fr).
 */
export const translatedPages = (addresses: readonly LocaleAddresses[]): TranslatedPageAddresses[] =>
  addresses
    .filter(({ paths }) => paths.es || paths['fr-CA'])
    .map(({ paths }) => [paths.en as string, paths.es ?? null, paths['fr-CA'] ?? null] as const)

/** The switcher's name in the page's language, and each language's own words for its note and its offer. */
export async function languageWords(locale: Locale): Promise<LanguageWords> {
  const each = await Promise.all(
    LOCALES.map(
      async (l) => [l, await getTranslations({ locale: l, namespace: 'layout.language' })] as const,
    ),
  )
  const byLocale = Object.fromEntries(
    each.map(([l, t]) => [
      l,
      {
        home: t('home'),
        notTranslated: t('notTranslated'),
        offerLabel: t('offerLabel'),
        offerPage: t('offerPage'),
        offerSite: t('offerSite'),
        offerAccept: t('offerAccept'),
        offerDismiss: t('offerDismiss'),
      },
    ]),
  ) as LanguageWords['byLocale']
  const own = await getTranslations({ locale, namespace: 'layout.language' })
  return { nav: own('nav'), byLocale }
}
