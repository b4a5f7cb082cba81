import type { PayloadRequest } from 'payload'

import { hasAdminRole } from '../../../access'

/** The collections an admin may export as CSV: what the site's forms store, which only admins read. */
export const EXPORTED_COLLECTIONS = ['leads', 'newsletter-signups'] as const
export type ExportedCollection = (typeof EXPORTED_COLLECTIONS)[number]

export const isExported = (slug: unknown): slug is ExportedCollection =>
  EXPORTED_COLLECTIONS.some((exported) => exported === slug)

export const NOT_ADMIN = 'Sign in as an admin to export.'
export const NOT_EXPORTED = 'Only leads and newsletter sign-ups can be exported.'

const json = (body: object, status: number) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** An answer in the house shape and in the one the admin's export drawer shows (its first `errors` message). */
export const answer = (status: number, message: string, extra: object = {}) =>
  json({ error: message, ...extra, errors: [{ message }] }, status)

/** 403 at once for anyone but a signed-in admin, before the request's body is read. */
export const notAdmin = (req: PayloadRequest): Response | null =>
  hasAdminRole({ req }) ? null : answer(403, NOT_ADMIN)

/** 403 for any collection but the exported ones, before anything is read from the database. */
export const notExported = (slug: unknown): Response | null =>
  isExported(slug) ? null : answer(403, NOT_EXPORTED)

/** The JSON body, or undefined when there is none or it is not JSON. */
export async function jsonBody(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : undefined
  } catch {
    return undefined
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
