import type { Payload } from 'payload'
import { z } from 'zod'

import { readJsonBody } from '../api/jsonBody'
import { invalidRequest, jsonResponse, ROOT_FIELD } from '../api/responses'
import { refuseCrossSite } from '../api/sameOrigin'
import type { Stored } from './commands'
import { idempotencyKey, replayOutcome, requestHash, type StoredSubmission } from './idempotency'

/** What the form endpoints need from the running site; tests pass their own. */
export type FormApiDeps = {
  payload: () => Promise<Payload>
  settings: () => Promise<{ brandCode: string; sourceTag: string }>
  siteUrl: string
  /** Called once a new submission is committed (the site starts sending the lead's e-mail at once). */
  afterCommit: (payload: Payload) => void
}

export type Submission<T> = {
  schemaFor: (raw: unknown) => z.ZodType<T>
  /** True when the form's hidden trap field is filled: only a robot fills it. */
  honeypot: (data: T) => boolean
  /** Field messages for values the schema cannot judge alone (brand code, dealer), or null. */
  check: (data: T, payload: Payload) => Promise<Record<string, string> | null>
  findByKey: (payload: Payload, key: string) => Promise<StoredSubmission | null>
  /** Stores the submission under its key; a trapped one (spam) is stored flagged and never delivered. */
  store: (payload: Payload, data: T, key: string, hash: string, spam: boolean) => Promise<Stored>
  answer: (id: string) => object
}

const KEY_MESSAGE = 'Send an Idempotency-Key header: a new random key (such as a UUID) for each submission.'
const REUSED_KEY = 'This Idempotency-Key was already used for a different request.'

const fields = (messages: Record<string, string>, status = 400) =>
  jsonResponse({ error: status === 422 ? REUSED_KEY : 'Invalid request', fields: messages }, status)

function replay(stored: StoredSubmission, hash: string, answer: (id: string) => object): Response {
  const outcome = replayOutcome(stored, hash)
  return outcome.id ? jsonResponse(answer(outcome.id), 201) : jsonResponse({ error: REUSED_KEY }, 422)
}

/** Brand code and source tag must be the ones this site is configured with. */
export async function brandFields(
  data: { brandCode: string; sourceTag: string },
  settings: FormApiDeps['settings'],
): Promise<Record<string, string>> {
  const { brandCode, sourceTag } = await settings()
  const problems: Record<string, string> = {}
  if (data.brandCode.trim().toUpperCase() !== brandCode.toUpperCase())
    problems.brandCode = 'Unknown brand code'
  if (data.sourceTag.trim() !== sourceTag) problems.sourceTag = 'Unknown source tag'
  return problems
}

/**
 * One form submission: origin check, Idempotency-Key, body (type, size, JSON), replay, schema, checks, then
 * a committed write before 201. Every answer is no-store (jsonResponse's default).
 *
 * A submission caught by the spam trap takes the same path to the end: it is checked, stored (flagged as
 * spam, so it is never delivered) and answered like any other, so its id comes from the same sequence and
 * its key replays and refuses another body the same way. A robot cannot tell it was caught.
 */
export async function submit<T>(req: Request, deps: FormApiDeps, s: Submission<T>): Promise<Response> {
  const crossSite = refuseCrossSite(req, deps.siteUrl)
  if (crossSite) return crossSite
  const key = idempotencyKey(req)
  if (!key) return fields({ [ROOT_FIELD]: KEY_MESSAGE })
  const body = await readJsonBody(req, z.unknown())
  if (!body.ok) return body.response
  const hash = requestHash(body.data)
  const payload = await deps.payload()
  const seen = await s.findByKey(payload, key)
  if (seen) return replay(seen, hash, s.answer)
  const parsed = s.schemaFor(body.data).safeParse(body.data)
  if (!parsed.success) return invalidRequest(parsed.error)
  const problems = await s.check(parsed.data, payload)
  if (problems && Object.keys(problems).length > 0) return fields(problems)
  const spam = s.honeypot(parsed.data)
  const stored = await s.store(payload, parsed.data, key, hash, spam)
  if ('existing' in stored) return replay(stored.existing, hash, s.answer)
  // Delivery starts only for a real submission; a trapped one has nothing to deliver.
  if (!spam) deps.afterCommit(payload)
  return jsonResponse(s.answer(stored.created), 201)
}
