import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest, type Where } from 'payload'

import type { Page } from '../../../../payload-types'

/** The field message when another page holds the address: it names that page so the editor can find it. */
export const pathClashMessage = (title: string, trashed = false): string =>
  trashed
    ? `The page “${title}” in the trash still holds this address. Delete it for good from the trash, or restore it and change its address.`
    : `The page “${title}” already uses this address. Choose another, or change that page’s address first.`

export type PathHolder = Pick<Page, 'id' | 'title'> & { trashed: boolean }

/**
 * Another page holding `path`, as published or as its newest draft, or null. Both are read: a draft that moved
 * a page keeps its old published address taken until it is published, and a new draft address is taken at once.
 * A page in the trash keeps its address too (it can be restored), so the trash is searched as well.
 */
export async function pageHoldingPath(
  req: PayloadRequest,
  path: string,
  exceptId: Page['id'] | string | undefined,
): Promise<PathHolder | null> {
  const conditions: Where[] = [{ path: { equals: path } }]
  if (exceptId !== undefined) conditions.push({ id: { not_equals: exceptId } })
  const where: Where = { and: conditions }
  for (const draft of [false, true]) {
    const found = await req.payload.find({
      collection: 'pages',
      where,
      draft,
      trash: true,
      depth: 0,
      limit: 1,
      pagination: false,
      select: { title: true, deletedAt: true },
      overrideAccess: true,
      req,
    })
    const page = found.docs[0]
    if (page) return { id: page.id, title: page.title, trashed: Boolean(page.deletedAt) }
  }
  return null
}

/**
 * Refuses every save, drafts and autosaves included, that would give a page an address another page already
 * uses. Payload skips field validation for drafts, so this runs as a hook, and the admin shows the message on
 * the address field.
 */
export const refusePathClash: CollectionBeforeChangeHook<Page> = async ({
  data,
  originalDoc,
  req,
  collection,
}) => {
  const path = data.path ?? originalDoc?.path
  if (typeof path !== 'string' || path === '') return data
  const other = await pageHoldingPath(req, path, originalDoc?.id)
  if (other) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'path', message: pathClashMessage(other.title, other.trashed) }],
      req,
    })
  }
  return data
}
