import 'server-only'

import type { Payload } from 'payload'

import { FORMER_PATHS } from '../../../cms/collections/DealerFormerPaths'
import type { DealerSearchIndex } from '../searchIndex'

/** What a dealer page address stands for (docs/dealer-pages.md). */
export type DealerPathAnswer =
  { kind: 'page'; index: number } | { kind: 'moved'; to: string } | { kind: 'gone' } | { kind: 'missing' }

/** Index position by page path, built once per index (the index is replaced, never changed, on an edit). */
const byPath = new WeakMap<DealerSearchIndex, Map<string, number>>()

export function indexOfPath(idx: DealerSearchIndex, path: string): number | undefined {
  let map = byPath.get(idx)
  if (!map) {
    map = new Map()
    idx.records.forEach((r, i) => r.pagePath && map!.set(r.pagePath, i))
    byPath.set(idx, map)
  }
  return map.get(path)
}

/**
 * The rule for a dealer page address, in order: a listed dealer's current address is its page; an address a
 * dealer had before answers a redirect to the company's current page while it is listed, 404 while it is
 * hidden, and 410 Gone once the company is no longer a dealer; anything else is 404. The search index holds
 * only listed dealers, so the database is asked only for addresses that are not a current page.
 */
export async function resolveDealerPath(
  payload: Payload,
  idx: DealerSearchIndex,
  path: string,
): Promise<DealerPathAnswer> {
  const at = indexOfPath(idx, path)
  if (at !== undefined) return { kind: 'page', index: at }
  const former = await payload.find({
    collection: FORMER_PATHS,
    where: { path: { equals: path } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const companyId = former.docs[0]?.companyId
  if (companyId === undefined) return { kind: 'missing' }
  const listed = idx.byCompanyId.get(companyId)
  const to = listed === undefined ? undefined : idx.records[listed]?.pagePath
  if (to && to !== path) return { kind: 'moved', to }
  const exists = await payload.count({
    collection: 'dealers',
    where: { 'data.companyID': { equals: companyId } },
  })
  return exists.totalDocs > 0 ? { kind: 'missing' } : { kind: 'gone' }
}
