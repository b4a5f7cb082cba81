import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, UIField } from 'payload'

import { refuseWhileUsed } from './whereUsed'

/**
 * Hooks that refuse to delete a file something uses, or to move it to the trash, with a message listing every
 * place that uses it: a page would otherwise show a broken image or a dead download.
 */
export function refuseDeletingWhileUsed(what: string): {
  beforeChange: CollectionBeforeChangeHook
  beforeDelete: CollectionBeforeDeleteHook
} {
  return {
    beforeChange: async ({ data, originalDoc, operation, req, collection }) => {
      const trashing = operation === 'update' && Boolean(data.deletedAt) && !originalDoc?.deletedAt
      if (trashing && originalDoc?.id !== undefined) {
        await refuseWhileUsed(req, { slug: collection.slug, id: originalDoc.id }, what)
      }
      return data
    },
    beforeDelete: async ({ id, req, collection }) => {
      await refuseWhileUsed(req, { slug: collection.slug, id }, what)
    },
  }
}

/** A sidebar list of the pages, documents and settings that use this document (cms/usage/WhereUsedList). */
export const whereUsedField: UIField = {
  name: 'whereUsed',
  type: 'ui',
  label: 'Where it is used',
  admin: { position: 'sidebar', components: { Field: '@/cms/usage/WhereUsedList#WhereUsedList' } },
}
