import type { MetadataRoute } from 'next'

import { env } from '@/config/env'
import { getPublishedPageEntries } from '@/lib/pages/queries'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SITE_URL
  const entries = await getPublishedPageEntries()
  return entries
    .filter((e) => !e.noIndex)
    .map((e) => ({ url: `${base}${e.path === '/' ? '/' : e.path}`, lastModified: new Date(e.updatedAt) }))
}
