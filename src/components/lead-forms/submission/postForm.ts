/**
 * One POST of a form to its /api/v1 endpoint, its answer turned into what the form does next. Nothing of the
 * body is ever logged: it holds the visitor's personal data.
 */
export type SubmitOutcome =
  | { status: 'created'; id: string }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'failed'; reason: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json()
  } catch {
    return undefined
  }
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined
  const fields: Record<string, string> = {}
  for (const [key, message] of Object.entries(value)) if (typeof message === 'string') fields[key] = message
  return fields
}

export async function postForm(
  url: string,
  body: string,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  let res: Response
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body,
      credentials: 'same-origin',
    })
  } catch (error) {
    return { status: 'failed', reason: error instanceof Error ? `network: ${error.message}` : 'network' }
  }
  const json = await readJson(res)
  if (res.ok) {
    const id = isRecord(json) ? json.id : undefined
    return { status: 'created', id: typeof id === 'string' || typeof id === 'number' ? String(id) : '' }
  }
  if (res.status === 400) {
    const fields = isRecord(json) ? stringFields(json.fields) : undefined
    if (fields && Object.keys(fields).length) return { status: 'invalid', fields }
  }
  if (res.status === 429) {
    const seconds = Number(res.headers.get('retry-after'))
    return {
      status: 'rate-limited',
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60,
    }
  }
  return { status: 'failed', reason: `HTTP ${res.status}` }
}
