import { isWellFormedPath } from './requestPath'

type RestArgs = { params: Promise<{ slug?: string[] }> }
export type RestHandler = (request: Request, args: RestArgs) => Promise<Response>

/** Payload's error body, so the admin and other Payload clients read these answers like Payload's own. */
const payloadError = (status: number, message: string): Response =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** Query parameters Payload reads as JSON when sent as one string (`?where={"title":{"equals":"x"}}`). */
const JSON_PARAMS = ['where', 'data']

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null
  } catch {
    return false
  }
}

/**
 * Endpoints Payload mounts that the site never serves: e-mail verification is off for staff accounts
 * (cms/collections/Users), and Payload's verify operation fails on the token column it then lacks.
 */
const UNSERVED = [/^\/api\/users\/verify(\/|$)/]

export type Refusal = { status: number; message: string }

/**
 * A request Payload would answer with a 500 although the fault is the client's, answered here instead:
 * a path that does not decode (400); a collection named after a built-in of every JavaScript object, such as
 * `__proto__` or `constructor`, which Payload's lookup finds and then fails on (404); an endpoint the site does
 * not serve (404); a `where` or `data` string that is not a JSON object (400). Null when the request may go on
 * to Payload.
 */
export function refuseMalformedRest(request: Request): Refusal | null {
  const url = new URL(request.url)
  if (!isWellFormedPath(url.pathname)) return { status: 400, message: 'Invalid request path' }
  const [first, second] = url.pathname.replace(/^\/api\//, '').split('/')
  const slug = first === 'globals' ? second : first
  if (slug && Object.hasOwn(Object.prototype, slug)) return { status: 404, message: 'Not Found' }
  if (UNSERVED.some((pattern) => pattern.test(url.pathname))) return { status: 404, message: 'Not Found' }
  for (const name of JSON_PARAMS) {
    for (const value of url.searchParams.getAll(name)) {
      if (value && !isJsonObject(value))
        return { status: 400, message: `The ${name} parameter is not valid JSON` }
    }
  }
  return null
}

const WITH_BODY = new Set(['POST', 'PATCH', 'PUT'])

/**
 * A JSON body that does not parse (400). Payload refuses it too, but logs each one as an error with its stack;
 * read from a copy of the request, so Payload still reads the original.
 */
export async function refuseMalformedBody(request: Request): Promise<Refusal | null> {
  const [type] = (request.headers.get('Content-Type') ?? '').split(';', 1)
  if (!WITH_BODY.has(request.method) || type?.trim().toLowerCase() !== 'application/json') return null
  const text = await request.clone().text()
  if (!text) return null
  try {
    JSON.parse(text)
    return null
  } catch {
    return { status: 400, message: 'The request body is not valid JSON.' }
  }
}

const logLine = (entry: Record<string, unknown>) => console.log(JSON.stringify(entry))

/**
 * Payload's REST route with the client's mistakes answered 4xx before Payload sees them, each logged as one
 * line. Whatever escapes Payload's own error handling becomes a logged 500 rather than Next's error page.
 * Neither line holds the URL: a query may carry personal data.
 */
export function guardRest(handler: RestHandler): RestHandler {
  return async (request, args) => {
    const refusal = refuseMalformedRest(request) ?? (await refuseMalformedBody(request))
    if (refusal) {
      logLine({ level: 'info', msg: 'REST request refused', method: request.method, ...refusal })
      return payloadError(refusal.status, refusal.message)
    }
    try {
      return await handler(request, args)
    } catch (error) {
      const err =
        error instanceof Error
          ? { name: error.name, message: error.message, stack: error.stack }
          : { value: String(error) }
      logLine({ level: 'error', msg: 'REST request failed', method: request.method, err })
      return payloadError(500, 'Something went wrong.')
    }
  }
}
