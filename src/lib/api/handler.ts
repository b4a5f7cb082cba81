import type { RateLimiter } from './rateLimit'
import { clientKey } from './rateLimit'
import { jsonResponse, tooManyRequests } from './responses'

type Handler<C> = (req: Request, ctx: C) => Promise<Response>

/**
 * Wraps a route handler: the per-client rate limit first, then the handler; anything it throws becomes a
 * logged 500. The log line names the endpoint and the error only: never the URL, query or headers, which
 * may carry visitor identifiers.
 */
export function apiHandler<C = unknown>(
  name: string,
  limiter: () => RateLimiter,
  handler: Handler<C>,
): Handler<C> {
  return async (req, ctx) => {
    const limit = limiter().take(clientKey(req.headers))
    if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
    try {
      return await handler(req, ctx)
    } catch (error) {
      const err =
        error instanceof Error
          ? { name: error.name, message: error.message, stack: error.stack }
          : { value: String(error) }
      console.error(JSON.stringify({ level: 'error', msg: `${name} failed`, err }))
      return jsonResponse({ error: 'Internal error' }, 500)
    }
  }
}
