import type { CollectionSlug, Payload } from 'payload'

import { whereUsed } from '@/cms/usage/whereUsed'

type Props = { payload: Payload; id?: number | string; collectionSlug: CollectionSlug; what: string }

/**
 * Beside Publish, Unpublish and Delete: a warning that other pages, menus or settings link here, naming them,
 * so an editor knows what changes before unpublishing or deleting (menus leave an unpublished page out).
 */
export async function InUseNote({ payload, id, collectionSlug, what }: Props) {
  if (id === undefined) return null
  const usages = await whereUsed(payload, { slug: collectionSlug, id })
  if (usages.length === 0) return null
  const names = usages.map((u) => u.label)
  const shown = names.length > 3 ? [...names.slice(0, 3), `${names.length - 3} more`] : names
  const consequence = `Unpublishing or deleting this ${what} removes it there too.`
  // The bar shows two lines at most (custom.scss); the title holds the whole note for a pointer's hover.
  return (
    <p className="in-use-note" role="note" title={`In use: ${names.join(', ')}. ${consequence}`}>
      <strong>In use:</strong> {shown.join(', ')}. {consequence}
    </p>
  )
}
