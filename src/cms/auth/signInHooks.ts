import type {
  CollectionAfterLoginHook,
  CollectionAfterOperationHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'

import { clientKey } from '../../domain/net/clientKey'

import { clientAddress } from './clientAddress'
import { hashLikeAnAccount } from './equalTiming'
import {
  accountKey,
  admitSignIn,
  forgetAccountFailures,
  signInSucceeded,
  type SignInAttempt,
} from './signInThrottle'
import { TooManySignIns } from './TooManySignIns'

const ATTEMPT = 'signInAttempt'

function attemptOf(req: PayloadRequest): SignInAttempt | undefined {
  const value = req.context[ATTEMPT]
  if (!value || typeof value !== 'object' || !('account' in value) || !('client' in value)) return undefined
  const { account, client } = value
  return typeof account === 'string' && typeof client === 'string' ? { account, client } : undefined
}

function retryAfter(req: PayloadRequest, seconds: number): void {
  const headers = req.responseHeaders ?? new Headers()
  headers.set('Retry-After', String(seconds))
  req.responseHeaders = headers
}

/**
 * Before a sign-in through the API: refuses it with 429 while its account and client are over the limits (or
 * waits for the account's turn, see signInThrottle.ts), and makes an unknown e-mail take as long as a wrong
 * password. Scripts signing in in-process are not limited.
 */
export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const { email, password } = args.data
  // A missing e-mail or password is answered by Payload's own validation.
  if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password) return args
  const attempt: SignInAttempt = {
    account: accountKey(email, req.payload.secret),
    client: clientKey(clientAddress(req.headers)),
  }
  const verdict = await admitSignIn(attempt)
  if (!verdict.ok) {
    retryAfter(req, verdict.retryAfterSeconds)
    throw new TooManySignIns(verdict.retryAfterSeconds)
  }
  req.context[ATTEMPT] = attempt
  await hashLikeAnAccount(req.payload, email, password)
  return args
}

/** A successful sign-in takes its attempt back. */
export const forgetFailuresOnSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = attemptOf(req)
  if (attempt) await signInSucceeded(attempt)
  return user
}

/** An admin's unlock lifts every limit on the account: each client's, and the wait for the account's turn. */
export const forgetFailuresOnUnlock: CollectionAfterOperationHook = async ({
  args,
  operation,
  req,
  result,
}) => {
  if (operation !== 'unlock' || !result) return result
  const email = args.data.email
  if (typeof email === 'string') await forgetAccountFailures(accountKey(email, req.payload.secret))
  return result
}
