import type { MetadataRoute } from 'next'

import { env } from '@/config/env'
import { DEFAULT_LOCALE, type Locale, LOCALES, pathInLocale } from '@/config/locales'
import { ROUTE_ADDRESSES } from '@/i18n/routePaths'
import { getPageAddresses, getPublishedPageEntries } from '@/lib/pages/queries'
import { getPostAddresses } from '@/lib/posts/queries'

import { languageAlternates } from './(frontend)/[[...slug]]/metadata'

/**
 * Every published page in every language it has (English at its own address, Spanish under /es, French under
 * /fr), each listing its alternates as its head does; the blog and its posts in each language they have.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SITE_URL
  const [entries, addresses, posts] = await Promise.all([
    getPublishedPageEntries(),
    getPageAddresses(),
    getPostAddresses(),
  ])
  const updated = new Map(entries.map((e) => [e.path, e.updatedAt]))
  const absolute = (path: string) => `${base}${path}`
  // One entry per language an address has, each listing the address in every language.
  const inEachLanguage = (paths: Partial<Record<Locale, string>>, at: string | undefined) => {
    const languages = languageAlternates(paths)
    const alternates = languages
      ? { languages: Object.fromEntries(Object.entries(languages).map(([k, v]) => [k, absolute(v)])) }
      : undefined
    return LOCALES.filter((locale) => paths[locale]).map((locale) => ({
      url: absolute(pathInLocale(locale, paths[locale] as string)),
      ...(at ? { lastModified: new Date(at) } : {}),
      ...(alternates ? { alternates } : {}),
    }))
  }
  const pages = addresses
    .filter((entry) => !entry.noIndex)
    .flatMap((entry) => inEachLanguage(entry.paths, updated.get(entry.paths[DEFAULT_LOCALE] as string)))
  // The blog's own routes (app/(frontend)/blog and its Spanish and French): its list in each language (once,
  // should a CMS page also be saved at its address) and each post in the languages it has.
  const listed = new Set(pages.map((p) => p.url))
  const blog = inEachLanguage(ROUTE_ADDRESSES[0]!.paths, undefined).filter((entry) => !listed.has(entry.url))
  return [...pages, ...blog, ...posts.flatMap((post) => inEachLanguage(post.paths, post.updatedAt))]
}
