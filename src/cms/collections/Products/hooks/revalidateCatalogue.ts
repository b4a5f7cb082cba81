import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '../../../../config/cacheTags'
import { revalidate } from '../../../hooks/revalidate'

/*
 * Pages show catalogue data through their blocks (the dealer resources block holds model families and
 * products, populated when the page is read), so an edit to a category, family or product expires the cached
 * pages. Catalogue edits are rare; expiring every page is simpler than tracing which pages hold which family.
 */
export const revalidateCatalogueAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  revalidate(req, { tags: [cacheTags.pages] })
  return doc
}

export const revalidateCatalogueAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidate(req, { tags: [cacheTags.pages] })
  return doc
}
