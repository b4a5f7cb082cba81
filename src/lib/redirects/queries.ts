import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { followRedirects } from '@/domain/redirects'
import { safeHref } from '@/domain/url'

import { CACHE_SECONDS, cacheTags } from '../../config/cacheTags'
import { DEFAULT_LOCALE, localeOfPath, pathInLocale } from '../../config/locales'
import { readPageAddresses } from '../pages/queries'
import { getPayloadClient } from '../payload'

/**
 * Every redirect as old path → address, read once and cached until a redirect or a page changes. A path
 * with no page and no redirect costs a lookup in this table, not a database read.
 */
const getRedirectTable = unstable_cache(
  async (): Promise<Record<string, string>> => readRedirectTable(await getPayloadClient()),
  ['redirect-table'],
  { tags: [cacheTags.redirects], revalidate: CACHE_SECONDS },
)

/**
 * The redirect table as read from the database, uncached. A redirect from a Spanish or French address leads to
 * the page's address in that language, or to its English one while it has none there (as the admin resolves it:
 * cms/collections/Redirects/table.ts).
 */
export async function readRedirectTable(payload: Payload): Promise<Record<string, string>> {
  const result = await payload.find({
    collection: 'redirects',
    depth: 1,
    populate: { pages: { path: true, _status: true, deletedAt: true } },
    pagination: false,
    overrideAccess: true,
  })
  const table: Record<string, string> = {}
  const translated = new Map((await readPageAddresses(payload)).map((entry) => [entry.id, entry.paths]))
  for (const { from, to } of result.docs) {
    const page = to?.type === 'reference' ? to.reference?.value : undefined
    // A page that is unpublished, in the trash or deleted leaves its redirects with nowhere to go: 404.
    const published = typeof page === 'object' && page?._status === 'published' && !page.deletedAt
    const locale = localeOfPath(from).locale
    const own = published && locale !== DEFAULT_LOCALE ? translated.get(page.id)?.[locale] : undefined
    const address =
      to?.type === 'custom'
        ? safeHref(to.url)
        : own
          ? pathInLocale(locale, own)
          : published
            ? page.path
            : null
    if (address) table[from] = address
  }
  return table
}

/** Where a visitor to `path` should be sent, or null, in `table` (the stored redirects). */
export function followTable(table: Record<string, string>, path: string): string | null {
  const to = table[path]
  if (to === undefined) return null
  const followed = followRedirects(path, to, new Map(Object.entries(table)))
  return followed.kind === 'end' ? followed.to : null
}

/** Where a visitor to `path` should be sent, or null. Saved chains are one hop; a loop sends nowhere. */
export async function redirectFor(path: string): Promise<string | null> {
  return followTable(await getRedirectTable(), path)
}
