import { createHash } from 'node:crypto'

/**
 * The Idempotency-Key header (IETF draft "The Idempotency-Key HTTP Header Field"): the browser picks one
 * key per submission (a UUID) and sends it again on a retry. The draft writes it as a structured-field
 * string ("…"); a bare token is accepted as well.
 */
const KEY = /^[A-Za-z0-9._:-]{8,128}$/

export const IDEMPOTENCY_HEADER = 'idempotency-key'

/** The key of a request, or null when it is missing or malformed. */
export function idempotencyKey(req: Request): string | null {
  const raw = req.headers.get(IDEMPOTENCY_HEADER)?.trim()
  if (!raw) return null
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
  return KEY.test(value) ? value : null
}

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(Reflect.get(value, k))}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** What a replay is compared by: a hash of the body as parsed (not its bytes, which may be re-serialised). */
export const requestHash = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex')

export type StoredSubmission = { id: number | string; requestHash: string }

/** The answer to a key seen before: the first answer for the same body, 422 for another body. */
export function replayOutcome(stored: StoredSubmission, hash: string): { status: 201 | 422; id?: string } {
  return stored.requestHash === hash ? { status: 201, id: String(stored.id) } : { status: 422 }
}
