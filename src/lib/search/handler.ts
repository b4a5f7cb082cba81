import 'server-only'

import type { Payload } from 'payload'

import { searchQuerySchema } from '../../domain/search/query'
import { apiHandler } from '../api/handler'
import { readQuery } from '../api/query'
import { invalidRequest, jsonResponse } from '../api/responses'
import { searchSite } from './engine'

export type SearchApiDeps = {
  payload(): Promise<Payload>
  /** Counts the query in the log (after the answer is sent, in the route). */
  log(normalized: string, results: number): void
}

/**
 * GET /api/v1/search?q= (docs/search.md): the site search's results as JSON, for scripts and the tests; the
 * search page renders the same on the server. A missing, empty, repeated or over-long `q` answers 400 with
 * the field's message. Not cached: every search is counted.
 */
export function createSearchHandler(deps: SearchApiDeps) {
  return apiHandler('site search', async (req: Request) => {
    const parsed = searchQuerySchema.safeParse(readQuery(new URL(req.url)))
    if (!parsed.success) return invalidRequest(parsed.error)
    const outcome = await searchSite(await deps.payload(), parsed.data.q)
    deps.log(outcome.normalized, outcome.results.length)
    return jsonResponse({
      query: parsed.data.q,
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
