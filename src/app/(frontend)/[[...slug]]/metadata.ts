import type { Metadata } from 'next'

import type { Page } from '@/payload-types'

import { mediaFileUrl } from '@/blocks/_core/shared/image/srcset'
import { DEFAULT_LOCALE, LOCALE_TAG, LOCALES, type Locale, OG_LOCALE, pathInLocale } from '@/config/locales'
import { safeHref, safeImageUrl } from '@/domain/url'

/** The page's stored address in each language that has its own (from getPageAddresses). */
export type PagePaths = Partial<Record<Locale, string>>

/**
 * The head's alternates: the page's address in every language it has (`hreflang` en, es, fr-CA) and
 * x-default (the English), listed on each of them; nothing for a page in English only.
 */
export function languageAlternates(paths: PagePaths): Record<string, string> | undefined {
  const english = paths[DEFAULT_LOCALE]
  const present = LOCALES.filter((locale) => paths[locale])
  if (!english || present.length < 2) return undefined
  const languages: Record<string, string> = {}
  for (const locale of present) languages[LOCALE_TAG[locale]] = pathInLocale(locale, paths[locale] as string)
  languages['x-default'] = english
  return languages
}

/**
 * A page's head from its search and sharing fields: its search title (else its title), description, canonical
 * address (else its own address in its language), sharing image (else the site's, from the layout), whether
 * engines may index it, and its addresses in the other languages. The canonical address an editor typed is the
 * English page's; a translation is its own canonical.
 */
export function pageMetadata(
  page: Page,
  { locale = DEFAULT_LOCALE, paths }: { locale?: Locale; paths?: PagePaths } = {},
): Metadata {
  const seo = page.seo
  const title = seo?.title || page.title
  const image = typeof seo?.image === 'object' ? seo.image : null
  const imageUrl = image?.url ? safeImageUrl(mediaFileUrl(image.url)) : null
  const own = pathInLocale(locale, page.path)
  const typed = locale === DEFAULT_LOCALE && seo?.canonical ? safeHref(seo.canonical) : null
  const languages = paths ? languageAlternates(paths) : undefined
  const otherLocales = languages
    ? LOCALES.filter((l) => l !== locale && paths?.[l]).map((l) => OG_LOCALE[l])
    : []
  return {
    title: page.path === '/' ? { absolute: title } : title,
    description: seo?.description ?? undefined,
    alternates: { canonical: typed || own, ...(languages ? { languages } : {}) },
    robots: seo?.noIndex ? { index: false, follow: true } : undefined,
    // Only with a sharing image of its own: a page's openGraph replaces the layout's, which carries the site's
    // card (opengraph-image) and og:locale.
    ...(imageUrl
      ? {
          openGraph: {
            locale: OG_LOCALE[locale],
            ...(otherLocales.length > 0 ? { alternateLocale: otherLocales } : {}),
            title,
            description: seo?.description ?? undefined,
            images: [
              {
                url: imageUrl,
                width: image?.width ?? undefined,
                height: image?.height ?? undefined,
                alt: image?.alt ?? '',
              },
            ],
          },
        }
      : {}),
  }
}
