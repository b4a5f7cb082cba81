import type { PayloadRequest } from 'payload'

import { DEFAULT_LOCALE, type Locale, localeOfPath, pathInLocale } from '../../../config/locales'
import type { Page, Redirect } from '../../../payload-types'

export type RedirectTarget = NonNullable<Redirect['to']>

/** A page's own address in a language (no English fallback), or null when it has none there. */
async function pathOfPage(req: PayloadRequest, id: number, locale: Locale): Promise<string | null> {
  const page = await req.payload.findByID({
    collection: 'pages',
    id,
    locale,
    fallbackLocale: false,
    depth: 0,
    select: { path: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return (page as Pick<Page, 'path'> | null)?.path ?? null
}

/**
 * The address a redirect's destination stands for now: a chosen page's current path, or the typed address.
 * A redirect from a Spanish or French address (`/es/…`, `/fr/…`) leads to the page's address in that language,
 * or to its English address while the page has none there.
 */
export async function targetAddress(
  req: PayloadRequest,
  to: RedirectTarget | undefined,
  from?: string | null,
): Promise<string | null> {
  if (!to) return null
  if (to.type === 'custom') return to.url ?? null
  const value = to.reference?.value
  if (value === undefined || value === null) return null
  const id = typeof value === 'object' ? value.id : value
  const locale = from ? localeOfPath(from).locale : DEFAULT_LOCALE
  if (locale !== DEFAULT_LOCALE) {
    const own = await pathOfPage(req, id, locale)
    if (own) return pathInLocale(locale, own)
  }
  if (typeof value === 'object') return value.path
  return pathOfPage(req, id, DEFAULT_LOCALE)
}

export type StoredRedirect = { id: number; from: string; to: RedirectTarget; address: string | null }

/** Every stored redirect with the address it leads to (pages resolved to their current path). */
export async function loadRedirects(req: PayloadRequest): Promise<StoredRedirect[]> {
  const result = await req.payload.find({
    collection: 'redirects',
    depth: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return Promise.all(
    result.docs.map(async (doc) => ({
      id: doc.id,
      from: doc.from,
      to: doc.to ?? {},
      address: await targetAddress(req, doc.to, doc.from),
    })),
  )
}

/** The same redirects keyed by source, for following chains; `except` leaves out the one being saved. */
export function redirectMap(stored: readonly StoredRedirect[], except?: number): Map<string, string> {
  const map = new Map<string, string>()
  for (const r of stored) if (r.id !== except && r.address) map.set(r.from, r.address)
  return map
}

/** A stored destination as it is written back: a page by its id, so the redirect follows the page. */
export function plainTarget(to: RedirectTarget): RedirectTarget {
  if (to.type === 'custom') return { type: 'custom', url: to.url }
  const value = to.reference?.value
  const id = typeof value === 'object' && value !== null ? value.id : value
  return { type: 'reference', reference: id == null ? null : { relationTo: 'pages', value: id } }
}
