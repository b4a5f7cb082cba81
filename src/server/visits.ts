import type { IncomingMessage, ServerResponse } from 'node:http'

import { INTERNAL_REQUEST_HEADER, internalRequestHeaders } from '../config/loopback'
import { visitOf, VisitTally } from '../domain/visits/tally'

/** How often the counts go to the database. */
export const VISITS_FLUSH_MS = 5000

type Options = { flushMs?: number; log?: (msg: string, error: unknown) => void }

/**
 * Counts the page answers editors learn from (a redirect followed, an address with no page: domain/visits)
 * as they are sent, and hands them every few seconds to /api/v1/visits over the loopback, which adds them to
 * the database. A visitor's request never waits on it; should the hand-over fail, that batch is dropped and
 * logged. What was counted in the last few seconds before an instance stops is not kept.
 */
export function visitCounter(
  port: number,
  { flushMs = VISITS_FLUSH_MS, log = () => undefined }: Options = {},
) {
  const tally = new VisitTally()
  const url = `http://127.0.0.1:${port}/api/v1/visits`

  function observe(req: IncomingMessage, res: ServerResponse): void {
    if (req.headers[INTERNAL_REQUEST_HEADER] !== undefined) return
    res.once('finish', () => {
      const location = res.getHeader('location')
      const visit = visitOf({
        method: req.method ?? '',
        url: req.url ?? '/',
        status: res.statusCode,
        location:
          typeof location === 'string' ? location : Array.isArray(location) ? (location[0] ?? null) : null,
        referer: req.headers.referer ?? null,
      })
      if (visit) tally.add(visit)
    })
  }

  async function flush(): Promise<void> {
    if (tally.empty) return
    const batch = tally.take()
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...internalRequestHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify(batch),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) throw new Error(`visits answered ${res.status}`)
  }

  const timer = setInterval(() => {
    flush().catch((error: unknown) => log('visit counts not stored', error))
  }, flushMs)
  timer.unref()

  return { observe, flush, stop: () => clearInterval(timer) }
}
