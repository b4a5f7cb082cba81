import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { dealerCacheTags } from '../../../../lib/dealers/cacheTags'
import { markDealerIndexStale } from '../../../../lib/dealers/indexStore'
import type { Dealer } from '../../../../payload-types'
import { revalidate } from '../../../hooks/revalidate'

/** An edited dealer must show in the next search of this instance; other instances notice by version check. */
export const afterDealerChange: CollectionAfterChangeHook<Dealer> = ({ doc, previousDoc, req }) => {
  markDealerIndexStale()
  const slugs = new Set([doc.slug, previousDoc?.slug].filter((s): s is string => Boolean(s)))
  revalidate(req, { tags: [dealerCacheTags.dealers, ...[...slugs].map(dealerCacheTags.dealer)] })
  return doc
}

export const afterDealerDelete: CollectionAfterDeleteHook<Dealer> = ({ doc, req }) => {
  markDealerIndexStale()
  revalidate(req, { tags: [dealerCacheTags.dealers, dealerCacheTags.dealer(doc.slug)] })
  return doc
}
