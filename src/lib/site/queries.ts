import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Footer, Header, SiteSetting } from '@/payload-types'

import { CACHE_SECONDS, cacheTags } from '../../config/cacheTags'
import { DEFAULT_LOCALE, type Locale } from '../../config/locales'
import { getPayloadClient } from '../payload'

type GlobalMap = { 'site-settings': SiteSetting; header: Header; footer: Footer }

/**
 * A global as visitors may read it, in a language (a text not translated reads as the English). Unsaved fields
 * come back with their defaults from the global's config.
 */
async function readGlobal<S extends keyof GlobalMap>(
  slug: S,
  locale: Locale = DEFAULT_LOCALE,
): Promise<GlobalMap[S]> {
  const payload = await getPayloadClient()
  // Pages a menu links to bring only what a link needs (their address, and whether visitors may see them).
  const doc = await payload.findGlobal({
    slug,
    locale,
    depth: 1,
    overrideAccess: false,
    populate: { pages: { path: true, _status: true, deletedAt: true } },
  })
  return doc as GlobalMap[S]
}

function cachedGlobal<S extends keyof GlobalMap>(slug: S): (locale?: Locale) => Promise<GlobalMap[S]> {
  return (locale = DEFAULT_LOCALE) =>
    unstable_cache(
      () => readGlobal(slug, locale),
      locale === DEFAULT_LOCALE ? ['global', slug] : ['global', slug, locale],
      { tags: [cacheTags.global(slug)], revalidate: CACHE_SECONDS },
    )()
}

/** For pages: Next's data cache, expired by the global's afterChange hook (see config/cacheTags.ts). */
export const getSiteSettings = cachedGlobal('site-settings')
export const getHeader = cachedGlobal('header')
export const getFooter = cachedGlobal('footer')

/** How long the public API keeps the site settings it read: edits on any instance show within this. */
export const SETTINGS_API_TTL_MS = 1000

let forApi: { at: number; settings: Promise<SiteSetting> } | undefined

/**
 * The site settings for the public API. Route handlers answer many requests a second and also run outside
 * Next (tests call them directly), so instead of the data cache they keep the same read in this process
 * for SETTINGS_API_TTL_MS; concurrent requests share one read, and a failed read is not kept.
 */
export function getSiteSettingsForApi(): Promise<SiteSetting> {
  const now = Date.now()
  // A read stamped in the future (the clock was set back) counts as stale rather than fresh for ever.
  const age = forApi ? now - forApi.at : -1
  if (forApi && age >= 0 && age < SETTINGS_API_TTL_MS) return forApi.settings
  const settings = readGlobal('site-settings')
  const entry = { at: now, settings }
  forApi = entry
  settings.catch(() => {
    if (forApi === entry) forApi = undefined
  })
  return settings
}
