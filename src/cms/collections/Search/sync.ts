import type { BeforeSync, DocToSync } from '@payloadcms/plugin-search/types'
import type { Payload } from 'payload'

import { pathInLocale } from '../../../config/locales'
import { cleanText, readableText } from '../../../domain/search/text'
import { KIND_OF, type SearchedCollection, type SearchKind, type TranslatedSearchLocale } from './constants'

type Doc = Record<string, unknown>

const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const idOf = (v: unknown): number | string | null =>
  typeof v === 'number' || typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? (v as { id: number | string }).id
      : null

/** What a search entry stores besides the plugin's own title and document. */
export type EntryFields = { title: string; kind: SearchKind; url: string | null; body: string }

type Req = Parameters<BeforeSync>[0]['req']

/**
 * A product's place on the site: its category's page when one is published, else none (not shown). In Spanish
 * or French (`locale`), the family's text is that language's (English where untranslated) and the place is the
 * category page's own address in that language, none when the page has none there.
 */
async function productUrl(payload: Payload, doc: Doc, req?: Req, locale?: TranslatedSearchLocale) {
  const familyId = idOf(doc.family)
  if (familyId === null) return { url: null, family: '' }
  const family = await payload.findByID({
    collection: 'model-families',
    id: familyId,
    depth: 1,
    req,
    disableErrors: true,
    ...(locale ? { locale } : {}),
  })
  if (!family) return { url: null, family: '' }
  const category = typeof family.category === 'object' ? family.category : null
  const familyText = [family.name, family.description ?? '', category?.name ?? ''].join(' ')
  if (!category?.slug) return { url: null, family: familyText }
  const path = `/products/${category.slug}`
  const page = await payload.find({
    collection: 'pages',
    where: { and: [{ path: { equals: path } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    req,
    select: { path: true },
    ...(locale ? { locale: 'en' as const } : {}),
  })
  const found = page.docs[0]
  if (!found) return { url: null, family: familyText }
  if (!locale) return { url: path, family: familyText }
  const own = await payload.findByID({
    collection: 'pages',
    id: found.id,
    locale,
    fallbackLocale: false,
    draft: false,
    depth: 0,
    req,
    disableErrors: true,
    select: { path: true },
  })
  return { url: own?.path ? pathInLocale(locale, own.path) : null, family: familyText }
}

/** The entry's fields for one document of a searched collection. */
export async function entryFor(
  payload: Payload,
  collection: SearchedCollection,
  doc: Doc,
  req?: Req,
  /** A translation entry's language: products then read their family and category page in it. */
  locale?: TranslatedSearchLocale,
): Promise<EntryFields> {
  const kind = KIND_OF[collection]
  switch (collection) {
    case 'pages': {
      const seo = (doc.seo ?? {}) as Doc
      const hidden = seo.noIndex === true
      return {
        kind,
        title: cleanText(str(doc.title)),
        url: hidden ? null : str(doc.path) || null,
        body: readableText([str(seo.description), doc.layout]),
      }
    }
    case 'posts':
      return {
        kind,
        title: cleanText(str(doc.title)),
        url: str(doc.uri) || null,
        body: readableText([str(doc.excerpt), doc.content]),
      }
    case 'products': {
      const { url, family } = await productUrl(payload, doc, req, locale)
      return {
        kind,
        title: cleanText(`${str(doc.name)} (${str(doc.modelNumber)})`),
        url,
        body: cleanText(`${str(doc.modelNumber)} ${family}`),
      }
    }
    case 'documents':
      return {
        kind,
        title: cleanText(str(doc.fileTitle)),
        url: str(doc.url) || null,
        body: cleanText(`${str(doc.fileTitle)} ${str(doc.filename).replace(/[-_.]+/g, ' ')}`),
      }
  }
}

const isSearched = (slug: string): slug is SearchedCollection => slug in KIND_OF

/** The plugin's beforeSync: the entry carries the text, kind and address the site search reads. */
export const beforeSync: BeforeSync = async ({ collectionSlug, originalDoc, payload, req, searchDoc }) => {
  if (!isSearched(collectionSlug)) return searchDoc
  const fields = await entryFor(payload, collectionSlug, originalDoc, req)
  const out: DocToSync = { ...searchDoc, ...fields }
  return out
}
