import type { MetadataRoute } from 'next'

import { env } from '@/config/env'
import { DEFAULT_LOCALE, LOCALES, pathInLocale } from '@/config/locales'
import { BLOG_PATH, postUri } from '@/domain/learn/posts'
import { getPageAddresses, getPublishedPageEntries } from '@/lib/pages/queries'
import { getPublishedPostEntries } from '@/lib/posts/queries'

import { languageAlternates } from './(frontend)/[[...slug]]/metadata'

/**
 * Every published page in every language it has (English at its own address, Spanish under /es, French under
 * /fr), each listing its alternates as its head does; the blog and its posts.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SITE_URL
  const [entries, addresses, posts] = await Promise.all([
    getPublishedPageEntries(),
    getPageAddresses(),
    getPublishedPostEntries(),
  ])
  const updated = new Map(entries.map((e) => [e.path, e.updatedAt]))
  const absolute = (path: string) => `${base}${path}`
  const pages = addresses
    .filter((entry) => !entry.noIndex)
    .flatMap((entry) => {
      const english = entry.paths[DEFAULT_LOCALE] as string
      const at = updated.get(english)
      const languages = languageAlternates(entry.paths)
      const alternates = languages
        ? { languages: Object.fromEntries(Object.entries(languages).map(([k, v]) => [k, absolute(v)])) }
        : undefined
      return LOCALES.filter((locale) => entry.paths[locale]).map((locale) => ({
        url: absolute(pathInLocale(locale, entry.paths[locale] as string)),
        ...(at ? { lastModified: new Date(at) } : {}),
        ...(alternates ? { alternates } : {}),
      }))
    })
  // The blog's own routes (app/(frontend)/blog): its list (once, should a CMS page also be saved at /blog) and each post.
  const blog = pages.some((p) => p.url === `${base}${BLOG_PATH}`) ? [] : [{ url: `${base}${BLOG_PATH}` }]
  return [
    ...pages,
    ...blog,
    ...posts.map((p) => ({ url: `${base}${postUri(p.slug)}`, lastModified: new Date(p.updatedAt) })),
  ]
}
