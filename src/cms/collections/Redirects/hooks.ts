import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
} from 'payload'

import { cacheTags } from '../../../config/cacheTags'
import { localeOfPath } from '../../../config/locales'
import {
  followRedirects,
  redirectLoopMessage,
  redirectOverPageMessage,
  siteKey,
} from '../../../domain/redirects'
import type { Redirect } from '../../../payload-types'
import { revalidate } from '../../hooks/revalidate'
import { loadRedirects, plainTarget, redirectMap, targetAddress, type RedirectTarget } from './table'

const targetField = (to: RedirectTarget | undefined) => (to?.type === 'custom' ? 'to.url' : 'to.reference')

/**
 * Before a redirect is stored: its old address may not be a published page's (the page would always win), it
 * may not lead back to itself through other redirects, and a destination that is itself redirected is replaced
 * by the end of that chain, so a visitor always takes a single hop.
 */
export const resolveRedirectChain: CollectionBeforeChangeHook<Redirect> = async ({
  data,
  originalDoc,
  req,
  collection,
}) => {
  const from = data.from ?? originalDoc?.from
  const to = (data.to ?? originalDoc?.to) as RedirectTarget | undefined
  if (!from || !to) return data
  const refuse = (path: string, message: string): never => {
    throw new ValidationError({ collection: collection.slug, errors: [{ path, message }], req })
  }

  // A Spanish or French address is the page's own address in that language, stored without the prefix.
  const { locale, rest } = localeOfPath(from)
  const page = await req.payload.find({
    collection: 'pages',
    locale,
    fallbackLocale: false,
    where: { and: [{ path: { equals: rest } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { title: true },
    overrideAccess: true,
    req,
  })
  if (page.docs[0]) refuse('from', redirectOverPageMessage(page.docs[0].title))

  const address = await targetAddress(req, to, from)
  if (!address) return data
  const stored = await loadRedirects(req)
  const followed = followRedirects(from, address, redirectMap(stored, originalDoc?.id))
  if (followed.kind === 'loop') return refuse(targetField(to), redirectLoopMessage(followed.chain))
  if (followed.chain.length > 2) {
    // The destination is itself redirected: point straight at where that chain ends.
    const last = stored.find((r) => r.from === siteKey(followed.chain[followed.chain.length - 2]!))
    if (last) return { ...data, to: plainTarget(last.to) }
  }
  return data
}

/** Redirects that led to this one's old address now lead straight to its destination (chains collapse). */
export const collapseChainsInto: CollectionAfterChangeHook<Redirect> = async ({ doc, previousDoc, req }) => {
  const stored = await loadRedirects(req)
  for (const other of stored) {
    if (other.id === doc.id || other.to.type !== 'custom' || !other.address) continue
    if (siteKey(other.address) !== doc.from) continue
    await req.payload.update({
      collection: 'redirects',
      id: other.id,
      data: { to: plainTarget(doc.to ?? {}) },
      overrideAccess: true,
      req,
    })
  }
  const paths = [doc.from, ...(previousDoc?.from && previousDoc.from !== doc.from ? [previousDoc.from] : [])]
  revalidate(req, { tags: [cacheTags.redirects], paths })
  return doc
}

export const revalidateRedirectAfterDelete: CollectionAfterDeleteHook<Redirect> = ({ doc, req }) => {
  revalidate(req, { tags: [cacheTags.redirects], paths: [doc.from] })
  return doc
}
