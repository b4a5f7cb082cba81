import { cache } from 'react'

import { DEFAULT_LOCALE, type Locale, pathInLocale } from '@/config/locales'

/** A published page's stored address in each language that has its own (English always). */
export type LocaleAddresses = { paths: Partial<Record<Locale, string>> }

/** A language's page addresses: its own, and its own by the English page's. */
export type LinkTable = { locale: Locale; own: Set<string>; fromEnglish: Map<string, string> }

/**
 * The links of the request being rendered, in its language: set once by the /es/ and /fr/ layouts and pages
 * (with `setRequestLocale`), from every page's addresses. Held in React's per-request cache; English sets
 * nothing, so an English page's links are written as stored, at no cost.
 */
const holder = cache((): { table: LinkTable | null } => ({ table: null }))

export function setLocaleLinks(locale: Locale, pages: readonly LocaleAddresses[]): void {
  holder().table = locale === DEFAULT_LOCALE ? null : linkTable(locale, pages)
}

export function linkTable(locale: Locale, pages: readonly LocaleAddresses[]): LinkTable {
  const own = new Set<string>()
  const fromEnglish = new Map<string, string>()
  for (const { paths } of pages) {
    const path = paths[locale]
    if (!path) continue
    own.add(path)
    if (paths[DEFAULT_LOCALE]) fromEnglish.set(paths[DEFAULT_LOCALE], path)
  }
  return { locale, own, fromEnglish }
}

const trimmed = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)

/**
 * A site link as the page's language writes it. Content stores its links without a language's prefix: a
 * Spanish page's button to `/reembolsos`, a menu's `/products/furnaces` (shared by every language). On a
 * Spanish page a link goes to the Spanish page when there is one (`/es/reembolsos`, `/es/productos/hornos`)
 * and stays on the English page otherwise; anchors, other sites, mail and phone links are left as they are.
 * On an English page (or in the browser) every link is returned unchanged.
 */
export function localizedHref(href: string): string
export function localizedHref(href: string | null): string | null
export function localizedHref(href: string | null): string | null {
  return localizeHref(holder().table, href)
}

/** The link table of the request being rendered: null on an English page (and in the browser). */
export const currentLinkTable = (): LinkTable | null => holder().table

/** `localizedHref` with the table given: null is English, every link as stored. */
export function localizeHref(table: LinkTable | null, href: string | null): string | null {
  if (!table || !href || !href.startsWith('/') || href.startsWith('//')) return href
  const [, rawPath = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? []
  const path = trimmed(rawPath)
  const own = table.own.has(path) ? path : table.fromEnglish.get(path)
  return own === undefined ? href : `${pathInLocale(table.locale, own)}${rest}`
}
