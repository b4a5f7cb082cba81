import type { z } from 'zod'

import { fieldMessages, jsonResponse, ROOT_FIELD } from './responses'

/** The largest body a form post may carry unless an endpoint says otherwise. */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response }

const refuse = (status: number, error: string, message?: string): BodyResult<never> => ({
  ok: false,
  response: jsonResponse(message ? { error, fields: { [ROOT_FIELD]: message } } : { error }, status),
})

/** The body's bytes, or null as soon as they pass the limit (the rest is never read). */
async function readCapped(req: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!req.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = req.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * A JSON request body checked against its schema: 415 unless it is sent as JSON, 413 past `maxBytes` (by its
 * Content-Length or as it arrives), 400 for text that is not JSON or not UTF-8, and 400 with the field
 * messages when the schema refuses it.
 */
export async function readJsonBody<T>(
  req: Request,
  schema: z.ZodType<T>,
  maxBytes = DEFAULT_BODY_LIMIT_BYTES,
): Promise<BodyResult<T>> {
  const type = req.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase()
  if (type !== 'application/json') return refuse(415, 'Send the body as application/json')
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return refuse(413, 'Request body too large')
  const bytes = await readCapped(req, maxBytes)
  if (!bytes) return refuse(413, 'Request body too large')
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return refuse(400, 'Invalid request', 'The request body is not valid JSON.')
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    return {
      ok: false,
      response: jsonResponse({ error: 'Invalid request', fields: fieldMessages(parsed.error) }, 400),
    }
  }
  return { ok: true, data: parsed.data }
}
