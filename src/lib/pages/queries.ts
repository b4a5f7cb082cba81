import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { Page } from '@/payload-types'

import { CACHE_SECONDS, cacheTags } from '../../config/cacheTags'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../config/locales'
import { getPayloadClient } from '../payload'

/**
 * A page in a language, found by the address that language stores (a Spanish page by its Spanish path only).
 * What the language has not translated reads as the English (Payload's fallback).
 */
async function findPage(path: string, draft: boolean, locale: Locale): Promise<Page | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    locale,
    where: { path: { equals: path } },
    draft,
    // Visitors only ever read published pages; drafts are read for a signed-in editor's preview.
    overrideAccess: draft,
    depth: 2,
    // A page picked by a button is a link: only what the link needs, not that page's own blocks.
    populate: { pages: { title: true, path: true, _status: true, deletedAt: true } },
    limit: 1,
    pagination: false,
  })
  return result.docs[0] ?? null
}

/** The published page at a path, cached until an editor publishes, moves or deletes it. */
export const getPublishedPage = (path: string, locale: Locale = DEFAULT_LOCALE): Promise<Page | null> =>
  unstable_cache(
    () => findPage(path, false, locale),
    locale === DEFAULT_LOCALE ? ['page', path] : ['page', locale, path],
    { tags: [cacheTags.pages, cacheTags.page(path)], revalidate: CACHE_SECONDS },
  )()

/** The newest draft of a page, uncached, for preview. */
export const getDraftPage = (path: string, locale: Locale = DEFAULT_LOCALE): Promise<Page | null> =>
  findPage(path, true, locale)

/** A published page's addresses: English always, Spanish and French where that language has its own. */
export type PageAddresses = { id: number; paths: Partial<Record<Locale, string>>; noIndex: boolean }

/**
 * Every published page's address in each language that has one (read without the fallback, so a page not yet
 * translated has no Spanish address). One read per language, cached with the pages: the /es/ and /fr/ routes'
 * static pages, their links, the head's alternates and the sitemap come from it.
 */
export const getPageAddresses = unstable_cache(
  async (): Promise<PageAddresses[]> => readPageAddresses(await getPayloadClient()),
  ['page-addresses'],
  { tags: [cacheTags.pages], revalidate: CACHE_SECONDS },
)

/** getPageAddresses as read from the database, uncached. */
export async function readPageAddresses(payload: Payload): Promise<PageAddresses[]> {
  const byId = new Map<number, PageAddresses>()
  for (const locale of LOCALES) {
    const result = await payload.find({
      collection: 'pages',
      locale,
      fallbackLocale: false,
      overrideAccess: false,
      draft: false,
      depth: 0,
      pagination: false,
      sort: 'id',
      select: { path: true, seo: { noIndex: true } },
    })
    for (const doc of result.docs) {
      const entry: PageAddresses = byId.get(doc.id) ?? { id: doc.id, paths: {}, noIndex: false }
      if (doc.path) entry.paths[locale] = doc.path
      if (locale === DEFAULT_LOCALE) entry.noIndex = Boolean(doc.seo?.noIndex)
      byId.set(doc.id, entry)
    }
  }
  return [...byId.values()].filter((entry) => entry.paths[DEFAULT_LOCALE])
}

export type PageEntry = { path: string; updatedAt: string; noIndex: boolean }

/** Every published page's path, for static generation and the sitemap. */
export const getPublishedPageEntries = unstable_cache(
  async (): Promise<PageEntry[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'pages',
      overrideAccess: false,
      draft: false,
      depth: 0,
      pagination: false,
      select: { path: true, updatedAt: true, seo: { noIndex: true } },
    })
    return result.docs.map((d) => ({
      path: d.path,
      updatedAt: d.updatedAt,
      noIndex: Boolean(d.seo?.noIndex),
    }))
  },
  ['page-entries'],
  { tags: [cacheTags.pages], revalidate: CACHE_SECONDS },
)
