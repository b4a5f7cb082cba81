import { jsonResponse } from './responses'

type Handler<C> = (req: Request, ctx: C) => Promise<Response>

/**
 * Wraps a route handler: anything it throws becomes a logged 500. The log line names the endpoint and the
 * error only: never the URL, query or headers, which may carry visitor identifiers. Rate limits are applied
 * before any route, by the server's request gate (requestGate.ts).
 */
export function apiHandler<C = unknown>(name: string, handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
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
