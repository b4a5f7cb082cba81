import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '../../../../config/cacheTags'
import { markDealersEdited } from '../editGeneration'
import type { Dealer } from '../../../../payload-types'
import { revalidate } from '../../../hooks/revalidate'

/** An edited dealer must show in the next search of this instance; other instances notice by version check. */
export const afterDealerChange: CollectionAfterChangeHook<Dealer> = ({ doc, previousDoc, req }) => {
  markDealersEdited()
  const slugs = new Set([doc.slug, previousDoc?.slug].filter((s): s is string => Boolean(s)))
  revalidate(req, { tags: [cacheTags.dealers, ...[...slugs].map(cacheTags.dealer)] })
  return doc
}

export const afterDealerDelete: CollectionAfterDeleteHook<Dealer> = ({ doc, req }) => {
  markDealersEdited()
  revalidate(req, { tags: [cacheTags.dealers, cacheTags.dealer(doc.slug)] })
  return doc
}
