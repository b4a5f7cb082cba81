import { type Locale, LOCALES, pathInLocale } from '@/config/locales'

/**
 * The first segment of the site's own routes (those that are not CMS pages) in each language: the blog is
 * /blog/ in English and Spanish and /fr/blogue/ in French; the site search is /search, /es/buscar and
 * /fr/recherche. Addresses here are stored without the language's prefix, as page addresses are.
 */
export const ROUTE_SEGMENT = {
  blog: { en: 'blog', es: 'blog', 'fr-CA': 'blogue' },
  search: { en: 'search', es: 'buscar', 'fr-CA': 'recherche' },
} as const satisfies Record<string, Record<Locale, string>>

/** The blog's list in a language, stored (`/blogue`) or as visitors see it (`/fr/blogue`). */
export const storedBlogPath = (locale: Locale): string => `/${ROUTE_SEGMENT.blog[locale]}`
export const blogPathIn = (locale: Locale): string => pathInLocale(locale, storedBlogPath(locale))

/** A post's address in a language from its slug in that language: `/es/blog/como-elegir-una-bomba-de-calor`. */
export const storedPostPath = (locale: Locale, slug: string): string => `${storedBlogPath(locale)}/${slug}`
export const postPathIn = (locale: Locale, slug: string): string =>
  pathInLocale(locale, storedPostPath(locale, slug))

/** The site search's page in a language: `/search`, `/es/buscar`, `/fr/recherche`. */
export const searchPathIn = (locale: Locale): string =>
  pathInLocale(locale, `/${ROUTE_SEGMENT.search[locale]}`)

/**
 * The site's own routes as the link table and the language switcher read page addresses: a link to `/blog` on
 * a French page goes to `/fr/blogue`, and the switcher on `/es/buscar` offers `/fr/recherche`.
 */
export const ROUTE_ADDRESSES: readonly { paths: Record<Locale, string> }[] = (
  ['blog', 'search'] as const
).map((route) => ({
  paths: Object.fromEntries(LOCALES.map((l) => [l, `/${ROUTE_SEGMENT[route][l]}`])) as Record<Locale, string>,
}))
