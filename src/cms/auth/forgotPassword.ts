import { addDataAndFileToRequest, ValidationError, type Endpoint, type PayloadRequest } from 'payload'

import * as z from '../../domain/zod'
import { afterAnswer } from './afterAnswer'

const REQUIRED = 'Enter an email address'
const INVALID = 'Email must be valid'

/** As loose as any address an account may have: something, an at-sign, something; no spaces. */
const emailSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .max(254, { error: INVALID, abort: true })
  .regex(/^[^\s@]+@[^\s@]+$/, INVALID)

function emailOf(req: PayloadRequest): string {
  const data: unknown = req.data
  const value = data && typeof data === 'object' && 'email' in data ? data.email : undefined
  const parsed = emailSchema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new ValidationError({
    collection: 'users',
    errors: [{ path: 'email', message: parsed.error.issues[0]?.message ?? INVALID }],
    req,
  })
}

/** What a failed send is logged with: the kind of failure, never its text, which may quote the address. */
function failure(error: unknown): Record<string, unknown> {
  const { name, code, responseCode } = (error ?? {}) as {
    name?: unknown
    code?: unknown
    responseCode?: unknown
  }
  return { error: typeof name === 'string' ? name : 'Error', code, responseCode }
}

/**
 * POST /api/users/forgot-password, in place of Payload's own. Payload looks the account up, stores a token and
 * sends the mail before it answers, so the time of the answer told which e-mail addresses have an account.
 * Here every well-formed request gets the same answer at once, and Payload's operation (lookup, token, the
 * mail, its 15-second interval per account) runs after it, outside the request.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const email = emailOf(req)
    const { payload } = req
    // The request's address and language, for the link's origin (without a configured SITE_URL) and the mail's words.
    const origin = { url: req.url, headers: new Headers(req.headers), i18n: req.i18n }
    afterAnswer(
      async () => {
        await payload.forgotPassword({ collection: 'users', data: { email }, req: { ...origin } })
      },
      (error) =>
        payload.logger.error({ msg: 'A password reset e-mail could not be sent', ...failure(error) }),
    )
    return Response.json({ message: req.t('general:success') }, { status: 200 })
  },
}
