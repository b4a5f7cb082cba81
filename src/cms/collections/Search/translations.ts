import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Payload,
  PayloadRequest,
} from 'payload'

import { pathInLocale } from '../../../config/locales'
import { postPathIn } from '../../../i18n/routePaths'
import {
  SEARCH,
  SEARCHED_COLLECTIONS,
  sourceKey,
  TRANSLATED_SEARCH_LOCALES,
  type SearchedCollection,
  type TranslatedSearchLocale,
} from './constants'
import { entryFor, type EntryFields } from './sync'

type Doc = Record<string, unknown>
type Id = number | string

/** A translation entry's fields: the English entry's, with its language and the key of its document. */
export type TranslationFields = EntryFields & { locale: TranslatedSearchLocale; source: string }

/** A stored search entry as the reindex and the hooks read it (`doc` only on the plugin's English ones). */
export type SearchEntry = {
  id: Id
  title?: string | null
  kind?: string | null
  url?: string | null
  body?: string | null
  locale?: string | null
  source?: string | null
  doc?: { relationTo: string; value: unknown } | null
}

const context = { disableRevalidate: true }
const hasDrafts = (collection: SearchedCollection) => collection === 'pages' || collection === 'posts'
const str = (v: unknown): string => (typeof v === 'string' ? v : '')

/**
 * The own address of a page or post in a language, as visitors see it (`/es/productos/hornos`,
 * `/fr/blogue/<slug>`), from the document read in that language without the English fallback; null when the
 * language has none (the document is not translated, so it is not in that language's search).
 */
function ownAddress(
  collection: SearchedCollection,
  locale: TranslatedSearchLocale,
  own: Doc | null,
): string | null {
  if (!own) return null
  if (collection === 'pages') return str(own.path) ? pathInLocale(locale, str(own.path)) : null
  if (collection === 'posts') return str(own.slug) ? postPathIn(locale, str(own.slug)) : null
  return null
}

/**
 * A document's entry in a language from the document read in it with the English fallback (`doc`, for the text)
 * and, for pages and posts, read without it (`own`, for the address). Pages and posts are in a language's search
 * only with an address of their own there; products when their category page has one (sync.ts); resources (PDF
 * files, in one language) in every language's, with their own title (docs/search.md). Null: not in that search.
 */
export async function translationFields(
  payload: Payload,
  collection: SearchedCollection,
  locale: TranslatedSearchLocale,
  doc: Doc,
  own: Doc | null,
  req?: PayloadRequest,
): Promise<TranslationFields | null> {
  if (doc.deletedAt) return null
  const source = sourceKey(collection, doc.id as Id)
  if (collection === 'pages' || collection === 'posts') {
    const url = ownAddress(collection, locale, own)
    if (!url) return null
    const fields = await entryFor(payload, collection, doc, req, locale)
    // A page hidden from search engines has no address in the index (as its English entry).
    return { ...fields, url: fields.url === null ? null : url, locale, source }
  }
  const fields = await entryFor(payload, collection, doc, req, locale)
  return { ...fields, locale, source }
}

/** One document read in a language: published and not in the trash, with or without the English fallback. */
async function readIn(
  payload: Payload,
  collection: SearchedCollection,
  id: Id,
  locale: TranslatedSearchLocale,
  fallback: boolean,
  req?: PayloadRequest,
): Promise<Doc | null> {
  const found = await payload.find({
    collection,
    where: hasDrafts(collection)
      ? { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] }
      : { id: { equals: id } },
    locale,
    ...(fallback ? {} : { fallbackLocale: false as const }),
    draft: false,
    depth: 0,
    limit: 1,
    pagination: false,
    req,
  })
  const doc = (found.docs[0] as unknown as Doc | undefined) ?? null
  return doc && !doc.deletedAt ? doc : null
}

/** Whether a stored entry already holds these fields (title, kind, address and text). */
export const sameEntry = (entry: SearchEntry, fields: EntryFields): boolean =>
  entry.title === fields.title &&
  entry.kind === fields.kind &&
  (entry.url ?? null) === fields.url &&
  (entry.body ?? '') === fields.body

/**
 * Brings a document's Spanish and French entries in step with what is published: creates, rewrites or removes
 * each (the plugin keeps the English one). Their key is `source` and `locale`, never `doc`: the plugin removes
 * every entry but one of a `doc`.
 */
export async function syncTranslations(
  payload: Payload,
  collection: SearchedCollection,
  id: Id,
  req?: PayloadRequest,
): Promise<void> {
  const source = sourceKey(collection, id)
  const found = await payload.find({
    collection: SEARCH,
    where: { source: { equals: source } },
    pagination: false,
    depth: 0,
    req,
  })
  const existing = new Map<string, SearchEntry>()
  for (const entry of found.docs as unknown as SearchEntry[]) {
    const key = String(entry.locale)
    if (existing.has(key) || !TRANSLATED_SEARCH_LOCALES.includes(key as TranslatedSearchLocale)) {
      await payload.delete({ collection: SEARCH, id: entry.id, req, context })
    } else existing.set(key, entry)
  }
  for (const locale of TRANSLATED_SEARCH_LOCALES) {
    const doc = await readIn(payload, collection, id, locale, true, req)
    const own =
      doc && hasDrafts(collection) ? await readIn(payload, collection, id, locale, false, req) : null
    const fields = doc ? await translationFields(payload, collection, locale, doc, own, req) : null
    const entry = existing.get(locale)
    if (!fields) {
      if (entry) await payload.delete({ collection: SEARCH, id: entry.id, req, context })
    } else if (!entry) {
      await payload.create({ collection: SEARCH, data: { ...fields, priority: 0 }, req, context })
    } else if (!sameEntry(entry, fields)) {
      await payload.update({ collection: SEARCH, id: entry.id, data: fields, req, context })
    }
  }
}

/** Removes a document's Spanish and French entries (deleted for good). */
export async function removeTranslations(
  payload: Payload,
  collection: SearchedCollection,
  id: Id,
  req?: PayloadRequest,
): Promise<void> {
  await payload.delete({
    collection: SEARCH,
    where: { source: { equals: sourceKey(collection, id) } },
    req,
    context,
  })
}

/**
 * The hooks that keep a searched collection's translation entries in step: after every save in any language
 * (publish, unpublish, a new draft, trash, restore) the document's Spanish and French entries are brought up
 * to date from what is published; deleting it for good removes them.
 */
function translationHooks(
  collection: SearchedCollection,
): Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'> {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    try {
      await syncTranslations(req.payload, collection, (doc as { id: Id }).id, req)
    } catch (err) {
      req.payload.logger.error({
        err,
        msg: `Search: the translation entries of ${collection} could not be synced.`,
      })
    }
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
    try {
      await removeTranslations(req.payload, collection, id, req)
    } catch (err) {
      req.payload.logger.error({
        err,
        msg: `Search: the translation entries of ${collection} could not be removed.`,
      })
    }
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** The searched collections with the translation entries' hooks after their own (and the plugin's). */
export function withTranslationHooks(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    if (!(SEARCHED_COLLECTIONS as readonly string[]).includes(collection.slug)) return collection
    const hooks = translationHooks(collection.slug as SearchedCollection)
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), ...hooks.afterChange!],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), ...hooks.afterDelete!],
      },
    }
  })
}
