import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  PayloadRequest,
} from 'payload'

import { basePagePath, suffixedPagePath, type PagePlace } from '../../../../domain/dealers/pages/pagePath'
import type { Dealer } from '../../../../payload-types'
import { FORMER_PATHS } from '../../DealerFormerPaths'

async function takenByAnother(req: PayloadRequest, path: string, id: number | undefined): Promise<boolean> {
  const found = await req.payload.find({
    collection: 'dealers',
    where: { and: [{ pagePath: { equals: path } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    limit: 1,
    depth: 0,
    pagination: false,
    select: {},
    req,
  })
  return found.docs.length > 0
}

/**
 * Gives a dealer its page address (domain/dealers/pages/pagePath.ts): kept while the state, city and name
 * still make it; made again after a rename or a move, with the company id added when another dealer of the
 * city already has the plain one.
 */
export const assignPagePath: CollectionBeforeChangeHook<Dealer> = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc?.data, ...data.data }
  if (!merged.name || !merged.companyID) return data
  const place: PagePlace = {
    name: merged.name,
    city: merged.city,
    state: merged.state,
    companyID: merged.companyID,
  }
  const current = originalDoc?.pagePath
  const base = basePagePath(place)
  if (current && (current === base || current === suffixedPagePath(place))) {
    data.pagePath = current
    return data
  }
  data.pagePath = base && (await takenByAnother(req, base, originalDoc?.id)) ? suffixedPagePath(place) : base
  return data
}

/** Keeps an address a dealer no longer has, so it answers a redirect (or 410 Gone once the dealer is deleted). */
async function keepFormerPath(req: PayloadRequest, path: string, companyId: number) {
  const existing = await req.payload.find({
    collection: FORMER_PATHS,
    where: { path: { equals: path } },
    limit: 1,
    depth: 0,
    req,
  })
  const doc = existing.docs[0]
  if (doc) {
    if (doc.companyId !== companyId)
      await req.payload.update({ collection: FORMER_PATHS, id: doc.id, data: { companyId }, depth: 0, req })
    return
  }
  await req.payload.create({ collection: FORMER_PATHS, data: { path, companyId }, depth: 0, req })
}

export const keepFormerPathOnChange: CollectionAfterChangeHook<Dealer> = async ({
  doc,
  previousDoc,
  req,
}) => {
  const before = previousDoc?.pagePath
  if (before && before !== doc.pagePath) await keepFormerPath(req, before, doc.data.companyID)
  return doc
}

export const keepFormerPathOnDelete: CollectionAfterDeleteHook<Dealer> = async ({ doc, req }) => {
  if (doc.pagePath) await keepFormerPath(req, doc.pagePath, doc.data.companyID)
  return doc
}
