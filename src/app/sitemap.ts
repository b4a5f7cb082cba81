import type { MetadataRoute } from 'next'

import { env } from '@/config/env'
import { BLOG_PATH, postUri } from '@/domain/learn/posts'
import { getPublishedPageEntries } from '@/lib/pages/queries'
import { getPublishedPostEntries } from '@/lib/posts/queries'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SITE_URL
  const [entries, posts] = await Promise.all([getPublishedPageEntries(), getPublishedPostEntries()])
  const pages = entries
    .filter((e) => !e.noIndex)
    .map((e) => ({ url: `${base}${e.path === '/' ? '/' : e.path}`, lastModified: new Date(e.updatedAt) }))
  // The blog's own routes (app/(frontend)/blog): its list (once, should a CMS page also be saved at /blog) and each post.
  const blog = pages.some((p) => p.url === `${base}${BLOG_PATH}`) ? [] : [{ url: `${base}${BLOG_PATH}` }]
  return [
    ...pages,
    ...blog,
    ...posts.map((p) => ({ url: `${base}${postUri(p.slug)}`, lastModified: new Date(p.updatedAt) })),
  ]
}
