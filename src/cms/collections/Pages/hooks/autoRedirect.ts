import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { DEFAULT_LOCALE } from '../../../../config/locales'
import type { Page } from '../../../../payload-types'

const contextKey = (id: Page['id']) => `pages:publishedPath:${id}`

/**
 * Redirects hold English addresses: a save in Spanish or French neither moves the English address nor takes one
 * back (its first publish would otherwise read the English address through the fallback and leave a redirect
 * from it).
 */
const isEnglishSave = (locale: string | undefined) => !locale || locale === DEFAULT_LOCALE

/**
 * Before a publish, remembers the address the page is published at now. Draft saves never touch the published
 * document, so this is the address visitors and search engines know, whatever the drafts did in between.
 */
export const rememberPublishedPath: CollectionBeforeChangeHook<Page> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || data._status !== 'published' || originalDoc?.id === undefined) return data
  if (!isEnglishSave(req.locale)) return data
  const published = await req.payload.findByID({
    collection: 'pages',
    id: originalDoc.id,
    draft: false,
    depth: 0,
    select: { path: true, _status: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (published?._status === 'published') req.context[contextKey(originalDoc.id)] = published.path
  return data
}

/**
 * After a publish: a page that moved leaves a permanent redirect from its old address to itself (following it
 * if it moves again), and a page published at an address takes that address back from any redirect.
 */
export const redirectMovedPage: CollectionAfterChangeHook<Page> = async ({ doc, req }) => {
  if (doc._status !== 'published' || !isEnglishSave(req.locale)) return doc
  const before = req.context[contextKey(doc.id)]
  delete req.context[contextKey(doc.id)]
  const moved = typeof before === 'string' && before !== doc.path ? before : null

  const found = await req.payload.find({
    collection: 'redirects',
    where: { from: { in: moved ? [doc.path, moved] : [doc.path] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const redirect of found.docs.filter((r) => r.from === doc.path)) {
    await req.payload.delete({ collection: 'redirects', id: redirect.id, overrideAccess: true, req })
  }
  if (!moved) return doc

  const to = { type: 'reference' as const, reference: { relationTo: 'pages' as const, value: doc.id } }
  const existing = found.docs.find((r) => r.from === moved)
  if (existing) {
    await req.payload.update({
      collection: 'redirects',
      id: existing.id,
      data: { to },
      overrideAccess: true,
      req,
    })
  } else {
    await req.payload.create({
      collection: 'redirects',
      data: { from: moved, to },
      overrideAccess: true,
      req,
    })
  }
  return doc
}
