import {
  LockedAuth,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { clientAddress } from './clientAddress'
import { hashLikeAnAccount } from './equalTiming'
import { signInPolicy, tooManySignIns } from './signInPolicy'
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
  if (!value || typeof value !== 'object' || !('account' in value) || !('address' in value)) return undefined
  const { account, address } = value
  return typeof account === 'string' && typeof address === 'string' ? { account, address } : undefined
}

function retryAfter(req: PayloadRequest, seconds: number): void {
  const headers = req.responseHeaders ?? new Headers()
  headers.set('Retry-After', String(seconds))
  req.responseHeaders = headers
}

/**
 * Before a sign-in through the API: refuses it with 429 while its account and address are over the limits,
 * and makes an unknown e-mail take as long as a wrong password. Scripts signing in in-process are not limited.
 */
export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const { email, password } = args.data
  // A missing e-mail or password is answered by Payload's own validation.
  if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password) return args
  const attempt: SignInAttempt = {
    account: accountKey(email, req.payload.secret),
    address: clientAddress(req.headers),
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

/**
 * Payload's account-wide lock answers with the same 429 and message as the limits above, so a locked account
 * does not stand out from an unknown one.
 */
export const answerLockedAccount: CollectionAfterErrorHook = ({ error, req }) => {
  if (!(error instanceof LockedAuth)) return
  const seconds = signInPolicy.accountLock.lockSeconds
  retryAfter(req, seconds)
  return { status: 429, response: { errors: [{ message: tooManySignIns(seconds) }] } }
}

/** An admin's unlock also lifts every per-address limit on the account. */
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
