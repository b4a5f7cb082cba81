import 'server-only'

import { unstable_cache } from 'next/cache'

import { followRedirects } from '@/domain/redirects'
import { safeHref } from '@/domain/url'

import { CACHE_SECONDS, cacheTags } from '../../config/cacheTags'
import { getPayloadClient } from '../payload'

/**
 * Every redirect as old path → address, read once and cached until a redirect or a page changes. A path
 * with no page and no redirect costs a lookup in this table, not a database read.
 */
const getRedirectTable = unstable_cache(
  async (): Promise<Record<string, string>> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'redirects',
      depth: 1,
      populate: { pages: { path: true, _status: true, deletedAt: true } },
      pagination: false,
      overrideAccess: true,
    })
    const table: Record<string, string> = {}
    for (const { from, to } of result.docs) {
      const page = to?.type === 'reference' ? to.reference?.value : undefined
      // A page that is unpublished, in the trash or deleted leaves its redirects with nowhere to go: 404.
      const address =
        to?.type === 'custom'
          ? safeHref(to.url)
          : typeof page === 'object' && page?._status === 'published' && !page.deletedAt
            ? page.path
            : null
      if (address) table[from] = address
    }
    return table
  },
  ['redirect-table'],
  { tags: [cacheTags.redirects], revalidate: CACHE_SECONDS },
)

/** Where a visitor to `path` should be sent, or null. Saved chains are one hop; a loop sends nowhere. */
export async function redirectFor(path: string): Promise<string | null> {
  const table = await getRedirectTable()
  const to = table[path]
  if (to === undefined) return null
  const followed = followRedirects(path, to, new Map(Object.entries(table)))
  return followed.kind === 'end' ? followed.to : null
}
