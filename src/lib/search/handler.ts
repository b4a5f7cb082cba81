import 'server-only'

import type { Payload } from 'payload'

import { DEFAULT_LOCALE, LOCALES } from '../../config/locales'
import { searchQuerySchema } from '../../domain/search/query'
import * as z from '../../domain/zod'
import { apiHandler } from '../api/handler'
import { readQuery } from '../api/query'
import { invalidRequest, jsonResponse } from '../api/responses'
import { searchSite } from './engine'

export type SearchApiDeps = {
  payload(): Promise<Payload>
  /** Counts the query in the log (after the answer is sent, in the route). */
  log(normalized: string, results: number): void
}

export const LOCALE_INVALID = `Use one of ${LOCALES.join(', ')}.`

/** `?q=` and `?locale=` of GET /api/v1/search: the language's entries only, English when none is given. */
export const searchApiSchema = searchQuerySchema.extend({
  locale: z.enum(LOCALES, { error: LOCALE_INVALID }).default(DEFAULT_LOCALE),
})

/**
 * GET /api/v1/search?q=&locale= (docs/search.md): the site search's results as JSON, for scripts and the tests; the
 * search pages render the same on the server. A missing, empty, repeated or over-long `q`, or a `locale` that
 * is not one of the site's (en, es, fr-CA), answers 400 with the field's message. Not cached: every search is
 * counted.
 */
export function createSearchHandler(deps: SearchApiDeps) {
  return apiHandler('site search', async (req: Request) => {
    const parsed = searchApiSchema.safeParse(readQuery(new URL(req.url)))
    if (!parsed.success) return invalidRequest(parsed.error)
    const { q, locale } = parsed.data
    const outcome = await searchSite(await deps.payload(), q, { locale })
    deps.log(outcome.normalized, outcome.results.length)
    return jsonResponse({
      query: q,
      locale,
      corrected: outcome.corrected,
      partial: outcome.partial,
      results: outcome.results.map(({ title, url, kind, excerpt, pinned }) => ({
        title,
        url,
        kind,
        excerpt,
        pinned,
      })),
    })
  })
}
