import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest, type Where } from 'payload'

import type { Page } from '../../../../payload-types'

/** The field message when another page holds the address: it names that page so the editor can find it. */
export const pathClashMessage = (title: string): string =>
  `The page “${title}” already uses this address. Choose another, or change that page’s address first.`

/**
 * Another page holding `path`, as published or as its newest draft, or null. Both are read: a draft that moved
 * a page keeps its old published address taken until it is published, and a new draft address is taken at once.
 */
export async function pageHoldingPath(
  req: PayloadRequest,
  path: string,
  exceptId: Page['id'] | string | undefined,
): Promise<Pick<Page, 'id' | 'title'> | null> {
  const conditions: Where[] = [{ path: { equals: path } }]
  if (exceptId !== undefined) conditions.push({ id: { not_equals: exceptId } })
  const where: Where = { and: conditions }
  for (const draft of [false, true]) {
    const found = await req.payload.find({
      collection: 'pages',
      where,
      draft,
      depth: 0,
      limit: 1,
      pagination: false,
      select: { title: true },
      overrideAccess: true,
      req,
    })
    const page = found.docs[0]
    if (page) return { id: page.id, title: page.title }
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
      errors: [{ path: 'path', message: pathClashMessage(other.title) }],
      req,
    })
  }
  return data
}
