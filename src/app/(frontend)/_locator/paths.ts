import type { Locale } from '@/config/locales'

/**
 * CMS pages served by the locator routes (their own folders beside the catch-all) instead of the static
 * catch-all: their first results depend on ?zipcode=, so they render per request. Docs: docs/dealer-locator.md.
 */
export const LOCATOR_PAGE_PATHS: readonly string[] = ['/find-your-dealer', '/find-a-dealer']

/**
 * The same pages' addresses in each language, as that language stores them (without /es or /fr), each served by
 * a folder of its own under app/(es)/es and app/(fr)/fr.
 */
export const LOCATOR_PAGE_PATHS_IN: Record<Locale, readonly string[]> = {
  en: LOCATOR_PAGE_PATHS,
  es: ['/encuentre-su-distribuidor', '/buscar-un-distribuidor'],
  'fr-CA': ['/trouvez-votre-detaillant', '/trouver-un-detaillant'],
}
