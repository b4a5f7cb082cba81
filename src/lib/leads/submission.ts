import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { readJsonBody } from '../api/jsonBody'
import { jsonResponse, ROOT_FIELD } from '../api/responses'
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

/** A form's 201 body for the id its submission was stored under. */
export type Answer = (id: string) => object

/** A request that passed the first checks: its key, the hash of its body, the body itself and the database. */
export type Received = { payload: Payload; key: string; hash: string; body: unknown }

const KEY_MESSAGE = 'Send an Idempotency-Key header: a new random key (such as a UUID) for each submission.'
const REUSED_KEY = 'This Idempotency-Key was already used for a different request.'

/** 400 with a message per field. */
export const fieldErrors = (messages: Record<string, string>) =>
  jsonResponse({ error: 'Invalid request', fields: messages }, 400)

/** The answer to a key seen before: the first answer for the same body, 422 for another body. */
export function replay(stored: StoredSubmission, hash: string, answer: Answer): Response {
  const outcome = replayOutcome(stored, hash)
  return outcome.id ? jsonResponse(answer(outcome.id), 201) : jsonResponse({ error: REUSED_KEY }, 422)
}

/**
 * The checks every form submission starts with: same-origin, an Idempotency-Key, a JSON body within the byte
 * cap. Answers the refusal, or what the form's own steps need. Every answer is no-store (jsonResponse's
 * default).
 */
export async function receive(req: Request, deps: FormApiDeps): Promise<Response | Received> {
  const crossSite = refuseCrossSite(req, deps.siteUrl)
  if (crossSite) return crossSite
  const key = idempotencyKey(req)
  if (!key) return fieldErrors({ [ROOT_FIELD]: KEY_MESSAGE })
  const body = await readJsonBody(req, z.unknown())
  if (!body.ok) return body.response
  const hash = requestHash(body.data)
  return { payload: await deps.payload(), key, hash, body: body.data }
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

/** True when the form's hidden trap field is filled: only a robot fills it. */
export const trapped = (website: string | undefined) => Boolean(website && website.trim() !== '')

/**
 * The answer once the write is done: 201 with the new id, or the replay when another request stored the
 * same key first. Delivery starts only for a real submission; a trapped one has nothing to deliver, and is
 * answered like any other, so a robot cannot tell it was caught.
 */
export function answerStored(
  stored: Stored,
  { payload, hash }: Received,
  spam: boolean,
  deps: FormApiDeps,
  answer: Answer,
): Response {
  if ('existing' in stored) return replay(stored.existing, hash, answer)
  if (!spam) deps.afterCommit(payload)
  return jsonResponse(answer(stored.created), 201)
}
