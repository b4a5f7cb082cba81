import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale, pathInLocale } from '../../../../config/locales'
import type { Page } from '../../../../payload-types'

const contextKey = (id: Page['id'], locale: Locale) => `pages:publishedPath:${locale}:${id}`

/** The language a save writes: English when none is named (every read and write without one is English). */
const localeOfSave = (req: PayloadRequest): Locale => (isLocale(req.locale) ? req.locale : DEFAULT_LOCALE)

/**
 * The address visitors know the page by in a language, as they write it (`/es/productos/hornos`), or null when
 * the published page has none there. Read without the English fallback: a translation's first publish must not
 * take the English address for its own, or it would look like a move.
 */
async function publishedAddress(req: PayloadRequest, id: Page['id'], locale: Locale): Promise<string | null> {
  const published = await req.payload.findByID({
    collection: 'pages',
    id,
    locale,
    fallbackLocale: false,
    draft: false,
    depth: 0,
    select: { path: true, _status: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return published?._status === 'published' && published.path ? pathInLocale(locale, published.path) : null
}

/**
 * Before a publish, remembers the address the page is published at now in the language being saved. Draft saves
 * never touch the published document, so this is the address visitors and search engines know, whatever the
 * drafts did in between.
 */
export const rememberPublishedPath: CollectionBeforeChangeHook<Page> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || data._status !== 'published' || originalDoc?.id === undefined) return data
  const locale = localeOfSave(req)
  const address = await publishedAddress(req, originalDoc.id, locale)
  if (address) req.context[contextKey(originalDoc.id, locale)] = address
  return data
}

/**
 * After a publish: a page that moved leaves a permanent redirect from its old address to itself (following it
 * if it moves again), and a page published at an address takes that address back from any redirect. Each
 * language's address is its own: a Spanish page that moves leaves a redirect from its old /es/ address, which
 * leads to its new Spanish one (Redirects/table.ts), and the English address is untouched.
 */
export const redirectMovedPage: CollectionAfterChangeHook<Page> = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc
  const locale = localeOfSave(req)
  const before = req.context[contextKey(doc.id, locale)]
  delete req.context[contextKey(doc.id, locale)]
  const now = locale === DEFAULT_LOCALE ? doc.path : await publishedAddress(req, doc.id, locale)
  if (!now) return doc
  const moved = typeof before === 'string' && before !== now ? before : null

  const found = await req.payload.find({
    collection: 'redirects',
    where: { from: { in: moved ? [now, moved] : [now] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const redirect of found.docs.filter((r) => r.from === now)) {
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
