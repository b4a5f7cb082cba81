import type { PageStatusResponse } from '../../../domain/dealers/pages/pageStatus'
import { pageStatusQuerySchema } from '../../../domain/dealers/pages/pageStatus'
import { apiHandler } from '../../api/handler'
import { CACHE_SEARCH, invalidRequest, jsonResponse } from '../../api/responses'
import { readQuery } from '../../api/query'

export type PageAnswer =
  { kind: 'page' } | { kind: 'moved'; to: string } | { kind: 'gone' } | { kind: 'missing' }

/**
 * GET /api/v1/dealers/page-status?path=: 200, 308 (with the new address), 404 or 410 for a dealer page
 * address. The production server asks it over the loopback when a dealer page answers 404, to send 410 Gone
 * for a deleted dealer's former page (Next's pages have no status of their own but 404).
 */
export function createPageStatusHandler(resolve: (path: string) => Promise<PageAnswer>) {
  return apiHandler('dealer page status', async (req: Request) => {
    const parsed = pageStatusQuerySchema.safeParse(readQuery(new URL(req.url)))
    if (!parsed.success) return invalidRequest(parsed.error)
    const { path } = parsed.data
    const answer = await resolve(path)
    const body: PageStatusResponse =
      answer.kind === 'page'
        ? { path, status: 200 }
        : answer.kind === 'moved'
          ? { path, status: 308, location: answer.to }
          : { path, status: answer.kind === 'gone' ? 410 : 404 }
    return jsonResponse(body, 200, CACHE_SEARCH)
  })
}
