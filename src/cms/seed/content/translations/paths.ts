import type { Locale } from '../../../../config/locales'

/** The languages the demo content is translated into (English is the seed itself). */
export const TRANSLATED_LOCALES = ['es', 'fr-CA'] as const satisfies readonly Locale[]
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number]

/**
 * The translated pages' addresses, by their English address, as each language's `path` field stores them: the
 * site adds /es or /fr in front (/fr/produits/thermopompes). A page not listed here keeps its English address in
 * every language until it is translated.
 */
export const TRANSLATED_PATHS = {
  '/': { es: '/', 'fr-CA': '/' },
  '/find-a-dealer': { es: '/buscar-un-distribuidor', 'fr-CA': '/trouver-un-detaillant' },
  '/find-your-dealer': { es: '/encuentre-su-distribuidor', 'fr-CA': '/trouvez-votre-detaillant' },
  '/rebates': { es: '/reembolsos', 'fr-CA': '/remises' },
  '/customer-service': { es: '/servicio-al-cliente', 'fr-CA': '/service-a-la-clientele' },
  '/products/heat-pumps': { es: '/productos/bombas-de-calor', 'fr-CA': '/produits/thermopompes' },
  '/products/air-conditioners': {
    es: '/productos/aires-acondicionados',
    'fr-CA': '/produits/climatiseurs',
  },
  '/products/furnaces': { es: '/productos/hornos', 'fr-CA': '/produits/fournaises' },
  '/privacy': { es: '/privacidad', 'fr-CA': '/confidentialite' },
} as const satisfies Record<string, Record<TranslatedLocale, string>>

export type TranslatedPagePath = keyof typeof TRANSLATED_PATHS

const isTranslated = (path: string): path is TranslatedPagePath => Object.hasOwn(TRANSLATED_PATHS, path)

/** A page's address in a language, without the language's prefix: `/products/furnaces` → `/produits/fournaises`. */
export const pagePathIn = (locale: TranslatedLocale, englishPath: string): string =>
  isTranslated(englishPath) ? TRANSLATED_PATHS[englishPath][locale] : englishPath

/**
 * A link of the English seed as the same language's page writes it: a site path leads to the page's address in
 * that language, keeping the link's trailing slash, query and fragment (`/find-a-dealer/` →
 * `/trouver-un-detaillant/`). Other links (tel:, https:) are left as they are.
 */
export function linkIn(locale: TranslatedLocale, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? []
  const slash = path.length > 1 && path.endsWith('/')
  const page = slash ? path.slice(0, -1) : path
  const translated = pagePathIn(locale, page)
  return `${translated}${slash && translated !== '/' ? '/' : ''}${rest}`
}
